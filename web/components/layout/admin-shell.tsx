import * as DialogPrimitive from '@radix-ui/react-dialog';
import {
  ArrowLeft,
  Award,
  Building2,
  ContactRound,
  FileBadge,
  IndianRupee,
  LayoutDashboard,
  LogOut,
  type LucideIcon,
  MapPinned,
  Menu as MenuIcon,
  PanelLeftClose,
  PanelLeftOpen,
  PlusSquare,
  Shapes,
  Sparkles,
  Star,
  Users,
  X,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { m } from '#i18n/messages.js';
import { cn } from '../../lib/class-names.ts';
import { type AdminPage, adminPageList, adminSectionOf, paths } from '../../lib/paths.ts';
import { useAdminLogout, useAdminUser } from '../../lib/session.ts';
import { BrandLogo } from './brand-logo.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

/** The sidebar icon of each admin page; paths and labels come from lib/paths.ts. */
const adminIcons: Record<AdminPage, LucideIcon> = {
  dashboard: LayoutDashboard,
  destinations: MapPinned,
  properties: Building2,
  createProperty: PlusSquare,
  users: Users,
  amenities: Sparkles,
  ratings: Star,
  badges: Award,
  propertyTypes: Shapes,
  contacts: ContactRound,
  taxRegistrations: FileBadge,
  finance: IndianRupee,
};

const itemClass =
  'flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium text-fg hover:bg-muted w-full text-left';

function SidebarNav({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const [location] = useLocation();
  const section = adminSectionOf(location);
  const logout = useAdminLogout();
  return (
    <div className="flex h-full flex-col gap-1 p-3">
      <nav aria-label={m.shell_admin_nav()} className="flex flex-col gap-1">
        {adminPageList.map(({ page, path, label }) => {
          const Icon = adminIcons[page];
          const active = section === page;
          return (
            <Link
              key={page}
              href={path}
              onClick={onNavigate}
              // The page itself, or a page under it (a listing under Properties).
              aria-current={active ? (location === path ? 'page' : 'true') : undefined}
              title={collapsed ? label : undefined}
              className={cn(
                itemClass,
                active && 'bg-brand-soft text-brand-text',
                collapsed && 'justify-center px-0',
              )}
            >
              <Icon className="size-5 shrink-0" aria-hidden="true" />
              <span className={collapsed ? 'sr-only' : undefined}>{label}</span>
            </Link>
          );
        })}
      </nav>
      <div className="mt-auto flex flex-col gap-1 border-t border-line pt-3">
        <Link
          href={paths.home}
          className={cn(itemClass, collapsed && 'justify-center px-0')}
          title={collapsed ? m.shell_admin_back_to_site() : undefined}
        >
          <ArrowLeft className="size-5 shrink-0" aria-hidden="true" />
          <span className={collapsed ? 'sr-only' : undefined}>{m.shell_admin_back_to_site()}</span>
        </Link>
        <button
          type="button"
          className={cn(itemClass, collapsed && 'justify-center px-0')}
          title={collapsed ? m.shell_admin_logout() : undefined}
          disabled={logout.isPending}
          onClick={() => logout.mutate()}
        >
          <LogOut className="size-5 shrink-0" aria-hidden="true" />
          <span className={collapsed ? 'sr-only' : undefined}>{m.shell_admin_logout()}</span>
        </button>
      </div>
    </div>
  );
}

/** Admin pages: a collapsible sidebar on wide screens, a drawer on phones. */
export function AdminShell({ children }: { children: ReactNode }) {
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { admin } = useAdminUser();

  return (
    <div className="flex min-h-dvh bg-page">
      <aside
        className={cn(
          'sticky top-0 hidden h-dvh shrink-0 flex-col border-r border-line bg-surface transition-[width] md:flex',
          collapsed ? 'w-20' : 'w-64',
        )}
      >
        <div
          className={cn('flex h-16 items-center border-b border-line px-3', collapsed && 'justify-center')}
        >
          {!collapsed && <BrandLogo href={paths.admin} />}
          <button
            type="button"
            onClick={() => setCollapsed((c) => !c)}
            aria-label={collapsed ? m.shell_admin_expand_sidebar() : m.shell_admin_collapse_sidebar()}
            aria-expanded={!collapsed}
            className={cn(
              'inline-flex size-11 items-center justify-center rounded-lg text-fg hover:bg-muted',
              !collapsed && 'ml-auto',
            )}
          >
            {collapsed ? <PanelLeftOpen className="size-5" /> : <PanelLeftClose className="size-5" />}
          </button>
        </div>
        <SidebarNav collapsed={collapsed} />
      </aside>

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b border-line bg-page/95 px-4 backdrop-blur sm:px-6">
          <DialogPrimitive.Root open={drawerOpen} onOpenChange={setDrawerOpen}>
            <DialogPrimitive.Trigger
              aria-label={m.shell_admin_open_menu()}
              className="inline-flex size-11 items-center justify-center rounded-lg text-fg hover:bg-muted md:hidden"
            >
              <MenuIcon className="size-5" />
            </DialogPrimitive.Trigger>
            <DialogPrimitive.Portal>
              <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50 md:hidden" />
              <DialogPrimitive.Content className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-surface shadow-xl md:hidden">
                <div className="flex h-16 items-center border-b border-line px-3">
                  <DialogPrimitive.Title className="sr-only">
                    {m.shell_admin_menu_title()}
                  </DialogPrimitive.Title>
                  <DialogPrimitive.Description className="sr-only">
                    {m.shell_admin_menu_description()}
                  </DialogPrimitive.Description>
                  <BrandLogo href={paths.admin} />
                  <DialogPrimitive.Close
                    aria-label={m.shell_admin_close_menu()}
                    className="ml-auto inline-flex size-11 items-center justify-center rounded-lg hover:bg-muted"
                  >
                    <X className="size-5" />
                  </DialogPrimitive.Close>
                </div>
                <div className="min-h-0 flex-1 overflow-y-auto">
                  <SidebarNav collapsed={false} onNavigate={() => setDrawerOpen(false)} />
                </div>
              </DialogPrimitive.Content>
            </DialogPrimitive.Portal>
          </DialogPrimitive.Root>
          <span className="text-sm font-semibold text-fg-muted md:hidden">{m.shell_admin_short()}</span>
          <span className="hidden text-sm font-semibold text-fg-muted md:inline">{m.shell_admin_long()}</span>
          <div className="ml-auto flex items-center gap-2">
            {admin && <span className="hidden truncate text-sm text-fg-muted sm:inline">{admin.email}</span>}
            <ThemeToggle />
          </div>
        </header>
        <main id="main" className="flex-1 px-4 py-8 sm:px-6 lg:px-8">
          {children}
        </main>
      </div>
    </div>
  );
}
