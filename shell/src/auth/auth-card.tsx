import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { TextField } from 'shared-ui';

const Page = styled.div`
  min-height: 100vh;
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space(4)};
`;

const Card = styled.form`
  width: min(420px, 100%);
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(8)};
  background: ${({ theme }) => theme.colors.surface};
  border-radius: ${({ theme }) => theme.radii.large};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Title = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.title};
`;

export const FormError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The frame of the signed-out and first-sign-in pages: no chrome, one centred form. */
export function AuthCard({
  title,
  onSubmit,
  children,
}: {
  title: string;
  onSubmit: () => void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Page>
      <Card onSubmit={submit} noValidate aria-labelledby="auth-title">
        <Title id="auth-title">{title}</Title>
        {children}
      </Card>
    </Page>
  );
}

/** The account e-mail field of the sign-in and forgot-password forms. */
export function EmailField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('shell');
  return (
    <TextField
      label={t('fields.email')}
      type="email"
      autoComplete="username"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
