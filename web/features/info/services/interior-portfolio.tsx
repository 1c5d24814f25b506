import { m } from '#i18n/messages.js';
import { photoSources } from '../../../../domain/rules/photo-sources.ts';
import { SHOWCASE_SCENES, showcasePhotoUrl } from '../../../../domain/showcase-photos.ts';

type Project = { title: string; place: string; scope: string; scene: string };

const projects: Project[] = [
  {
    title: m.info_portfolio_flat_title(),
    place: m.info_portfolio_flat_place(),
    scope: m.info_portfolio_flat_scope(),
    scene: SHOWCASE_SCENES.flat,
  },
  {
    title: m.info_portfolio_haveli_title(),
    place: m.info_portfolio_haveli_place(),
    scope: m.info_portfolio_haveli_scope(),
    scene: SHOWCASE_SCENES.haveli,
  },
  {
    title: m.info_portfolio_cottage_title(),
    place: m.info_portfolio_cottage_place(),
    scope: m.info_portfolio_cottage_scope(),
    scene: SHOWCASE_SCENES.cottage,
  },
  {
    title: m.info_portfolio_villa_title(),
    place: m.info_portfolio_villa_place(),
    scope: m.info_portfolio_villa_scope(),
    scene: SHOWCASE_SCENES.villa,
  },
  {
    title: m.info_portfolio_studio_title(),
    place: m.info_portfolio_studio_place(),
    scope: m.info_portfolio_studio_scope(),
    scene: SHOWCASE_SCENES.studio,
  },
  {
    title: m.info_portfolio_backwater_title(),
    place: m.info_portfolio_backwater_place(),
    scope: m.info_portfolio_backwater_scope(),
    scene: SHOWCASE_SCENES.backwater,
  },
];

/** Selected Basera Interiors projects (the home page's View Portfolio leads here), each with its photo. */
export function InteriorPortfolio() {
  return (
    <ul aria-label={m.info_portfolio_label()} className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {projects.map(({ title, place, scope, scene }) => (
        <li key={title} className="overflow-hidden rounded-2xl border border-line bg-surface shadow-sm">
          {/* The title below names the project; the photo adds nothing a screen reader needs. */}
          <img
            loading="lazy"
            decoding="async"
            sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
            {...photoSources(showcasePhotoUrl(scene), 640)}
            alt=""
            width={640}
            height={480}
            className="aspect-[4/3] w-full bg-placeholder object-cover"
          />
          <div className="p-4">
            <h3 className="font-semibold text-fg">{title}</h3>
            <p className="text-sm text-fg-muted">{place}</p>
            <p className="mt-2 text-sm font-medium text-brand-text">{scope}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
