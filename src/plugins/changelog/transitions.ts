// Changes between an older and the current behaviour of the API that the provider's facts record
// without a date (api-facts.md, "Older / newer behaviour"). They predate the description's history
// in git, so the changelog lists them apart from the releases and never dates them.
import type {Transition} from './types';

export const RECORDED_TRANSITIONS: readonly Transition[] = [
  {
    area: 'Rate limits and quotas',
    before:
      'Limits per tenant sized for early access: a monthly request quota counted from the 1st, a per-second limit and a burst-concurrency limit, set from projected usage and adjustable through support. Exceeding one returned a usage plan error.',
    after:
      'Fixed limits per tenant: 100 requests per second, 50 concurrent requests and 500,000 requests per day. Exceeding the rate or concurrency limit returns HTTP 429 with 42901 Throttled; exceeding the daily quota returns HTTP 429 with 42902 QuotaExceeded.',
    breaking: true,
    whatToDo: 'Handle HTTP 429 by its code: slow down and retry on 42901; stop until the next day on 42902. Code that looked for the older usage plan error no longer matches.',
  },
  {
    area: 'Import query parameters',
    before: 'Imports had no way to mark a value as "leave unchanged" or to choose an extra value that clears a property.',
    after: 'Imports accept noopToken (a value that leaves the property unchanged) and clearToken (a value that clears it, besides null and the empty string).',
    breaking: false,
    whatToDo: 'Nothing; use the two parameters where your source sends placeholder values.',
  },
  {
    area: 'Drafts',
    before: 'A draft was applied in two steps: export its item actions to a location, then import that file into the dataset with the asynchronous import.',
    after:
      'Apply drafts to dataset applies the actions of draft layers directly, with foldScheme, callback and resultLocation. The two-step route still works. Clearing a draft after applying it is recommended when the draft keeps collecting changes.',
    breaking: false,
    whatToDo: 'Nothing; switch to the direct apply when convenient, and clear drafts you have applied.',
  },
  {
    area: 'Asynchronous import recipe',
    before:
      'The recipe used the two operations then named "Generate a secure file with temporary access" and "Create, update or delete items from a secure temporary file".',
    after:
      'The recipe follows three parts (initiate the upload, upload the data, check the job status) and describes a full refresh: records in the upload are added or updated, and records absent from it are deleted.',
    breaking: false,
    whatToDo: 'Nothing for existing integrations; a full refresh deletes only when you ask for it (implicitDelete).',
  },
];
