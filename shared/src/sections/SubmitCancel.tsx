import { useTranslation } from 'react-i18next';
import { Button, primitives, type ButtonVariant } from '@realty/shared';

/**
 * A dialog form's two buttons in a row (`primitives.actions`, or `className`): its submit and "Cancel". What the submit
 * says, looks like and whether it is busy or disabled is the form's.
 */
export function SubmitCancel({ submit, busy, disabled, testId, variant, submitClassName, cancelVariant = 'secondary', onCancel, className = primitives.actions }: {
  submit: string;
  busy?: boolean;
  disabled?: boolean;
  testId?: string;
  variant?: ButtonVariant;
  submitClassName?: string;
  cancelVariant?: ButtonVariant;
  onCancel(): void;
  className?: string;
}) {
  const { t } = useTranslation('common');
  return (
    <div className={className}>
      <Button type="submit" variant={variant} className={submitClassName} busy={busy} disabled={disabled} data-testid={testId}>
        {submit}
      </Button>
      <Button variant={cancelVariant} onClick={onCancel}>
        {t('dialog.cancel')}
      </Button>
    </div>
  );
}
