export { RegistrationPanel, type RegistrationPanelProps } from './RegistrationPanel';
