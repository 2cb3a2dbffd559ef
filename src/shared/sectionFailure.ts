// The rule lives beside the machine whose snapshots it reads, so it loads with the machine rather than as a
// chunk of its own on the landing page's first load.
export { sectionFailure, type SectionFailure } from '../../machines/sectionData.machine';
