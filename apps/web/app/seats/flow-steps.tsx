// The flow-step breadcrumb lives with the booking breadcrumb, styles and all (decision 242).
export { FlowSteps } from '../components/breadcrumbs';
