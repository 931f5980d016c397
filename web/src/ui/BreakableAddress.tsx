import { Fragment } from 'react';
import { addressSegments } from './addressSegments';

/** An email or web address that wraps at its @, dots and slashes, never in the middle of a word. */
export function BreakableAddress({ address }: { address: string }) {
  return (
    <>
      {addressSegments(address).map((segment, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {segment}
        </Fragment>
      ))}
    </>
  );
}
