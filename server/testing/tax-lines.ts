// Expected GST lines as the API answers them (issue 24 §2), written out for tests: the SAC codes
// and the split are spelled here, never taken from the code under test.

/**
 * A tax line of `kind` on a taxable value at a rate whose two halves are each `halfPaise`: CGST and
 * SGST, or CGST and UTGST in a union territory without a legislature (Chandigarh).
 */
export function expectedTaxLine(
  kind: 'accommodation' | 'service',
  taxableValuePaise: number,
  ratePercent: number,
  halfPaise: number,
  levy: 'sgst' | 'utgst' = 'sgst',
) {
  return {
    kind,
    sac: kind === 'accommodation' ? '996311' : '998552',
    taxableValuePaise,
    ratePercent,
    cgstPaise: halfPaise,
    sgstPaise: levy === 'sgst' ? halfPaise : 0,
    utgstPaise: levy === 'utgst' ? halfPaise : 0,
  };
}
