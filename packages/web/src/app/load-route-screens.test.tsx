import type { ReactNode } from 'react';
import { Route } from '../router/index.ts';
import { describe, expect, it, vi } from 'vitest';
import { screen, type ScreenModule } from './lazy-screen.ts';
import { loadRouteScreens } from './load-route-screens.ts';

const Blank = () => null;
const chunk = (nestedRoutes?: ReactNode) =>
  vi.fn(() => Promise.resolve<ScreenModule<object>>({ default: Blank, nestedRoutes }));

function Gate({ children }: { children: ReactNode }) {
  return <>{children}</>;
}

function table() {
  const loads = {
    home: chunk(),
    layout: chunk(),
    awards: chunk(),
    signIn: chunk(),
  };
  const Home = screen(loads.home);
  const Layout = screen(loads.layout);
  const Awards = screen(loads.awards);
  const SignIn = screen(loads.signIn);
  const memberLoad = chunk(
    <Route path="/" element={<Layout />}>
      <Route index element={<Home />} />
      <Route
        path="/premios"
        element={
          <Gate>
            <Awards />
          </Gate>
        }
      />
    </Route>,
  );
  const Member = screen(memberLoad);
  const routes = (
    <>
      <Route path="/entrar" element={<SignIn />} />
      <Route path="/*" element={<Member />} />
    </>
  );
  return { loads: { ...loads, member: memberLoad }, routes, Member };
}

describe('loadRouteScreens', () => {
  it('waits for what each loaded module starts, begun as soon as that module is here', async () => {
    const { routes } = table();
    const order: string[] = [];
    let finish: () => void = () => undefined;
    const done = loadRouteScreens('/entrar', routes, {
      loaded: () => {
        order.push('loaded');
        return new Promise<void>((resolve) => (finish = resolve));
      },
    }).then(() => order.push('done'));
    await vi.waitFor(() => expect(order).toEqual(['loaded']));
    finish();
    await done;
    expect(order).toEqual(['loaded', 'done']);
  });

  it("loads the screens of the path, through a screen's own routes, and no other", async () => {
    const { loads, routes } = table();
    const loaded = vi.fn();
    await loadRouteScreens('/', routes, { loaded });
    expect(loaded).toHaveBeenCalledTimes(3);
    expect(loads.member).toHaveBeenCalledTimes(1);
    expect(loads.layout).toHaveBeenCalledTimes(1);
    expect(loads.home).toHaveBeenCalledTimes(1);
    expect(loads.awards).not.toHaveBeenCalled();
    expect(loads.signIn).not.toHaveBeenCalled();
  });

  it('finds a screen wrapped by a gate', async () => {
    const { loads, routes } = table();
    await loadRouteScreens('/premios', routes);
    expect(loads.awards).toHaveBeenCalledTimes(1);
    expect(loads.home).not.toHaveBeenCalled();
  });

  it('leaves out what the filter leaves out, and what lies beneath it', async () => {
    const { loads, routes, Member } = table();
    await loadRouteScreens('/', routes, { include: (found) => found !== Member });
    expect(loads.member).not.toHaveBeenCalled();
    expect(loads.home).not.toHaveBeenCalled();
    await loadRouteScreens('/entrar', routes, { include: (found) => found !== Member });
    expect(loads.signIn).toHaveBeenCalledTimes(1);
  });

  it('settles when a chunk fails, leaving the error to the render', async () => {
    const Broken = screen(() => Promise.reject(new Error('offline')));
    const loaded = vi.fn();
    await expect(
      loadRouteScreens('/x', <Route path="/x" element={<Broken />} />, { loaded }),
    ).resolves.toBeUndefined();
    expect(loaded).not.toHaveBeenCalled();
  });
});
