import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { forwardRef } from 'react';
import { useTranslation } from '../../lib/use-translation';

/** A password input whose show/hide toggle is named and reachable by keyboard. */
export const PasswordField = forwardRef<HTMLInputElement, PasswordInputProps>(function PasswordField(props, ref) {
  const { t } = useTranslation();
  return (
    <PasswordInput
      ref={ref}
      visibilityToggleButtonProps={{ 'aria-label': t('auth.page.togglePassword'), tabIndex: 0 }}
      {...props}
    />
  );
});
