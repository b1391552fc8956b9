// The sample universe: the one set of invented data that every code sample, JSON body and
// openapi.yaml example uses, so that an id means the same thing on every page.
//
// Why here: a plain TypeScript module under src/ can be imported by MDX pages
// (`import {sampleUniverse} from '@site/src/samples/universe';`), by build code (plugins) and by
// the Vitest content checks alike, and `tsc` type-checks it. It holds data only, no logic.
//
// To add an id to a sample, register it here first. tests/unit/samples/sampleIds.test.ts fails
// when a dataset-like or draft-like UUID in docs/, recipes/ or openapi.yaml is not registered, or
// when a registered id is used with another meaning (a People id in a Positions context, a dataset
// id as a draft id, and so on).

export type SampleDatasetType = 'PEOPLE' | 'POSITIONS' | 'ROLES' | 'LINKS';

export type SampleDataset = {
  readonly id: string;
  /** The `name` the dataset has in every sample response. */
  readonly name: string;
  /** Other names it has in a sample that renames it (the Update dataset examples). */
  readonly renamedTo?: readonly string[];
  readonly type: SampleDatasetType;
  /** Property keys of the dataset that the samples use. */
  readonly keys: {
    readonly autoId: string;
    readonly label: string;
    readonly treeId?: string;
    readonly treeParentId?: string;
    /** The other stored properties. */
    readonly others: readonly string[];
    /** Calculated properties evaluated on demand; never in items. */
    readonly onDemand?: readonly string[];
  };
};

/** An item of a sample dataset: its autoId value, its `_id` and its label, the same on every page. */
export type SampleItem = {readonly key: string; readonly id: string; readonly label: string};

export type SampleDraft = {readonly id: string; readonly name: string; readonly datasetId: string};

export type SampleUniverse = {
  readonly tenantId: string;
  /** Origin of every API request in the samples; the mock-server run rewrites it. */
  readonly baseUrl: string;
  /** Base of every API path: `${baseUrl}/api/v1/${tenantId}`. */
  readonly apiBase: string;
  /** Origin of presigned storage URLs (tickets, results, temporary files). */
  readonly storageUrl: string;
  readonly datasets: {
    readonly people: SampleDataset;
    readonly positions: SampleDataset;
    readonly roles: SampleDataset;
    readonly peopleToPositions: SampleDataset;
    /** The dataset the Create dataset example makes; it exists only on that page. */
    readonly createdPeople: SampleDataset;
  };
  /** A well-formed dataset id that no dataset has: the not-found examples use it. */
  readonly missingDatasetId: string;
  readonly drafts: readonly SampleDraft[];
  /** The People items the samples name. An employee number is one person with one `_id` everywhere. */
  readonly peopleItems: readonly SampleItem[];
  /** An employee number and a well-formed `_id` that no item has: the not-found examples use them. */
  readonly missingItem: {readonly key: string; readonly id: string};
};

const tenantId = 'ACME_CORP';
const baseUrl = 'https://api.example.com';

const people: SampleDataset = {
  id: '6F1C2B9E-3D4A-4C1B-9E7F-2A5D8C0B1E34',
  name: 'People',
  renamedTo: ['People (HRIS)'],
  type: 'PEOPLE',
  keys: {
    autoId: 'employee_id',
    label: 'full_name',
    treeId: 'employee_id',
    treeParentId: 'manager_id',
    others: ['email', 'job_title', 'department', 'position_id', 'location', 'cost_centre', 'grade', 'salary', 'hire_date'],
    onDemand: ['tenure_years', 'direct_reports', 'total_reports', 'team_cost'],
  },
};

const positions: SampleDataset = {
  id: '9A3E7C21-5B8D-4F60-8E2A-1C7D9B4F3A56',
  name: 'Positions',
  type: 'POSITIONS',
  keys: {
    autoId: 'position_id',
    label: 'title',
    treeId: 'position_id',
    treeParentId: 'parent_position_id',
    others: ['department', 'grade', 'start_date', 'fte', 'location', 'status', 'cost_centre', 'budget_fte'],
    onDemand: ['team_size'],
  },
};

const roles: SampleDataset = {
  id: '7D3B9F15-4A2C-4E68-B1D7-5C9E3A0F2B84',
  name: 'Role catalogue',
  type: 'ROLES',
  keys: {autoId: 'role_code', label: 'role_title', others: ['job_family', 'grade_min']},
};

const peopleToPositions: SampleDataset = {
  id: 'C4D8E2F1-7A39-4B5C-9D06-3E8F1A2B7C90',
  name: 'People to Positions',
  renamedTo: ['People to Positions (HRIS)'],
  type: 'LINKS',
  keys: {autoId: 'link_id', label: 'link_id', others: ['from_id', 'to_id', 'allocation']},
};

const createdPeople: SampleDataset = {
  id: '9D1B3F5A-7C2E-4A6B-8D0F-4E6A8C0B2D4F',
  name: 'Employees (HRIS)',
  type: 'PEOPLE',
  keys: {autoId: 'employee_id', label: 'full_name', treeId: 'employee_id', treeParentId: 'manager_id', others: ['Job title', 'hire_date', 'fte', 'is_contractor', 'photo']},
};

export const sampleUniverse: SampleUniverse = {
  tenantId,
  baseUrl,
  apiBase: `${baseUrl}/api/v1/${tenantId}`,
  storageUrl: 'https://storage.example.com',
  datasets: {people, positions, roles, peopleToPositions, createdPeople},
  missingDatasetId: '0B5D7E29-4C1A-4F83-9E6B-A2D8C3F1E047',
  drafts: [
    {id: '5E2A9C7B-1D3F-4E86-A0B4-7C9F2D1E6A35', name: 'FY26 restructure', datasetId: positions.id},
    {id: '8D4B1F6E-2C7A-4953-B8E1-6F0A3D9C2B71', name: 'Leeds site consolidation', datasetId: positions.id},
  ],
  peopleItems: [
    {key: 'E1001', id: '0B5E8A21-6C3D-4F7E-8A9B-1C2D3E4F5A60', label: 'Dana Whitfield'},
    {key: 'E1002', id: '1D9F3C47-2B8E-4A6D-9C5F-7E1A0B3D6C82', label: 'Tomasz Wilk'},
    {key: 'E1003', id: '9C2E4A81-5F3B-4D70-B6A9-E1D8C3F7A025', label: 'Priya Raman'},
    {key: 'E1004', id: '3A7C9E1B-5D2F-4E8A-B6C4-0F9E2D7A1B53', label: 'Lena Fischer'},
    {key: 'E1005', id: '4B8D0F2A-6C1E-4D3B-9A7F-5E2C8B1D0A96', label: 'Daniel Mensah'},
    {key: 'E1007', id: '6A2C4E8F-1B3D-4F5A-8C7E-9D0B2F4A6C18', label: 'Ines Carvalho'},
  ],
  missingItem: {key: 'E9999', id: '4F6B8D0A-2C1E-4A3B-9D5F-7E9A1C3B5D72'},
};

/** Every stored property key of a sample dataset: autoId, label, tree keys and the others. */
export function storedKeys(dataset: SampleDataset): string[] {
  const {autoId, label, treeId, treeParentId, others} = dataset.keys;
  return [...new Set([autoId, ...(treeParentId ? [treeParentId] : []), label, ...(treeId ? [treeId] : []), ...others])];
}

/** Every dataset of the universe, keyed by upper-case id. */
export function sampleDatasetsById(universe: SampleUniverse = sampleUniverse): Map<string, SampleDataset> {
  return new Map(Object.values(universe.datasets).map((dataset) => [dataset.id.toUpperCase(), dataset]));
}
