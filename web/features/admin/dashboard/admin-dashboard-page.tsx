import { AdminPlaceholder } from '../admin-placeholder.tsx';

export const AdminDashboardPage = () => <AdminPlaceholder title="Dashboard Overview" />;
