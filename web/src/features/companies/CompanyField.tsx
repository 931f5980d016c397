import { COMPANY_CHECK_MESSAGES, parseCompanyInput, suggestCompanies } from '@referrals/contracts';
import AutoComplete, { type AutoCompleteProps } from 'antd/es/auto-complete';
import Spin from 'antd/es/spin';
import type { ComponentProps } from 'react';
import { CompanyAvatar } from './CompanyAvatar';
import styles from './CompanyField.module.css';
import { useCompanyCheck } from './useCompanyCheck';

type CompanyFieldProps = Omit<AutoCompleteProps<string>, 'value' | 'onChange' | 'options' | 'prefix'> & {
  value?: string;
  onChange?: (value: string) => void;
  /** Form.Item's ref, so a form that fails validation can focus the field. */
  ref?: ComponentProps<typeof AutoComplete>['ref'];
};

/**
 * A company name input for antd forms (value and onChange; the id and aria attributes Form.Item adds
 * reach the input). It suggests well-known names, shows the company's avatar, and says whether the
 * invitation page will show a logo or initials once the company has been checked.
 */
export function CompanyField({ value = '', onChange, ...inputProps }: CompanyFieldProps) {
  const check = useCompanyCheck(value);
  const name = parseCompanyInput(value).name;
  const options = suggestCompanies(value)
    .filter((suggestion) => suggestion !== value.trim())
    .map((suggestion) => ({ value: suggestion }));

  return (
    <div className={styles.field}>
      <AutoComplete<string>
        size="large"
        placeholder="Acme, or Acme | acme.com"
        {...inputProps}
        value={value}
        onChange={(text: string) => onChange?.(text)}
        options={options}
        prefix={
          name ? (
            <span aria-hidden="true" className={styles.avatar}>
              <CompanyAvatar name={name} logoUrl={check.logoUrl} size="small" />
            </span>
          ) : undefined
        }
      />
      <div className={styles.status} aria-live="polite">
        {check.status === 'checking' ? (
          <span className={styles.checking}>
            <Spin size="small" /> Checking company…
          </span>
        ) : check.status === 'found' ? (
          <span className={styles.found}>{COMPANY_CHECK_MESSAGES.found}</span>
        ) : check.status === 'notFound' ? (
          <span className={styles.notFound}>{COMPANY_CHECK_MESSAGES.notFound}</span>
        ) : null}
      </div>
    </div>
  );
}
