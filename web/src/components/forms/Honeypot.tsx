import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

/**
 * The honeypot of a public form: a text field people never see nor reach with the keyboard, so
 * only robots fill it in (the server then keeps nothing). Register it as `website`.
 */
export function Honeypot(props: UseFormRegisterReturn) {
  const { t } = useTranslation('common');
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        {t('honeypot')}
        <input type="text" tabIndex={-1} autoComplete="off" {...props} />
      </label>
    </div>
  );
}
