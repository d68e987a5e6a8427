// Which date and class a query's rows on screen are of, while a new request loads (rows and
// comparison both keep their previous response on screen until the next one arrives).
import { useState } from 'react';

export interface FightersRequest {
  readonly date: string | null;
  readonly weightClass: string;
}

/** The request whose answer was last on screen: `settled` says the current one's has arrived. */
export function useLastSettled(request: FightersRequest, settled: boolean): FightersRequest {
  const [last, setLast] = useState(request);
  if (settled && (last.date !== request.date || last.weightClass !== request.weightClass)) {
    setLast(request);
    return request;
  }
  return last;
}
