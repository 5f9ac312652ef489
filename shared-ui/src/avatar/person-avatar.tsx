import styled from 'styled-components';
import { PersonalData } from '../private-mode/private-mode';
import { useAvatarSrc } from './avatar-url';

export interface AvatarPerson {
  firstName: string;
  lastName: string;
  /** The object's path in the private avatars bucket, or null. */
  avatarUrl: string | null;
}

/** 'EH' for Emma Hansen: the first letter of each name. */
export function initials(person: Pick<AvatarPerson, 'firstName' | 'lastName'>): string {
  return `${person.firstName.charAt(0)}${person.lastName.charAt(0)}`.toUpperCase();
}

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
 * A person's picture (a signed URL of the private avatars bucket, made with the viewer's own session), or their
 * initials until it is signed or when there is none. Personal data: blurred in private mode. Decorative for
 * assistive technology: the name is always written beside it.
 */
export function PersonAvatar({
  person,
  size = 48,
  testId,
}: {
  person: AvatarPerson;
  size?: number;
  testId?: string;
}) {
  const src = useAvatarSrc(person.avatarUrl);
  return (
    <PersonalData>
      <Circle $size={size} aria-hidden="true" data-testid={testId}>
        {src ? <img src={src} alt="" /> : initials(person)}
      </Circle>
    </PersonalData>
  );
}
