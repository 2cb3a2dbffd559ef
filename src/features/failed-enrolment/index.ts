export { FailedEnrolmentList, type FailedEnrolmentListProps } from './FailedEnrolmentList';
export { FailedEnrolmentSection, type FailedEnrolmentSectionProps } from './FailedEnrolmentSection';
