import { currentTimeZone } from '@referrals/contracts';
import Select from 'antd/es/select';
import { useMemo } from 'react';

/** Every IANA zone this browser knows, with the browser's own (and the value held) always among them. */
function timeZoneOptions(held: string | undefined): { value: string; label: string }[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  zones.add('UTC');
  zones.add(currentTimeZone());
  if (held) zones.add(held);
  return [...zones].sort().map((zone) => ({ value: zone, label: zone.replaceAll('_', ' ') }));
}

/** The profile's time zone, searchable by any part of its name ("chicago", "Europe/"). */
export function TimeZoneSelect(props: { id?: string; value?: string; onChange?: (value: string) => void }) {
  const options = useMemo(() => timeZoneOptions(props.value), [props.value]);
  return (
    <Select
      id={props.id}
      showSearch={{ optionFilterProp: 'label' }}
      value={props.value || undefined}
      onChange={(value: string) => props.onChange?.(value)}
      options={options}
      placeholder="Choose your time zone"
      size="large"
    />
  );
}
