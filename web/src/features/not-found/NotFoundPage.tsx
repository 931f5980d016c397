import CompassOutlined from '@ant-design/icons/CompassOutlined';
import { NOT_FOUND_SCREEN, PRODUCT_NAME } from '@referrals/contracts';
import { MessageScreen } from '../../ui/MessageScreen';
import { usePageTitle } from '../../ui/usePageTitle';

/** Shown for every path the router does not know. */
export function NotFoundPage() {
  usePageTitle(`Page not found · ${PRODUCT_NAME}`);

  return (
    <MessageScreen
      icon={<CompassOutlined />}
      tone="brand"
      heading={NOT_FOUND_SCREEN.heading}
      text={NOT_FOUND_SCREEN.hint}
      homeLabel="Back to home"
    />
  );
}
