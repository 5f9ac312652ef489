import styled from 'styled-components';
import { PersonalData, useAvatarSrc } from 'shared-ui';
import { initials } from './patient-card.rules';

const Circle = styled.span<{ $size: number }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.status.info.background};
  color: ${({ theme }) => theme.colors.status.info.text};
  font-weight: 600;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

/**
 * A patient's picture (a signed URL of the private avatars bucket), or their initials until it is signed or
 * when there is none; personal data, so blurred in private mode.
 */
export function Avatar({
  person,
  size = 48,
}: {
  person: { firstName: string; lastName: string; avatarUrl: string | null };
  size?: number;
}) {
  const src = useAvatarSrc(person.avatarUrl);
  return (
    <PersonalData>
      <Circle $size={size} aria-hidden="true">
        {src ? <img src={src} alt="" /> : initials(person)}
      </Circle>
    </PersonalData>
  );
}
