import { AdminPlaceholder } from '../admin-placeholder.tsx';

export const AdminPropertiesPage = () => <AdminPlaceholder title="Property Management" />;
