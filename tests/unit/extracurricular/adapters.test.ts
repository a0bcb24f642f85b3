// @vitest-environment node
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { dateToken } from '../../../contracts/dateToken';
import type {
  LineOfBusinessWithCostCenters,
  UserLocation,
} from '../../../contracts/extracurricular/extracurricular';
import {
  adminsAdapter,
  cantonsAdapter,
  coursesAdapter,
  districtsAdapter,
  type ExtracurricularApi,
  imagesAdapter,
  lobsAdapter,
  locationsAdapter,
  messagesAdapter,
  mltAdminsAdapter,
  myLocationAdapter,
  provincesAdapter,
  rolesAdapter,
  roomsAdapter,
  withPathToken,
} from '../../../dataProviders/extracurricular/extracurricular';
import { joinedSegment } from '../../../dataProviders/legacyAdapter';
import { fakeMainApi, MAIN_API } from '../helpers/fakeMainApi';

// The family's base is the adapters' parameter: the fake API serves it.
const PHRASE = 'frase del token';
const today = () => dateToken(PHRASE);

const lob: LineOfBusinessWithCostCenters = {
  id: 4,
  accountId: 2,
  accountName: 'Cuenta Norte',
  name: 'Soporte técnico',
  active: true,
  modified_By: '100001',
  costCenters: [{ id: 9, code: 'CC-101', name: 'Soporte nivel 1', lobId: 4 }],
};
const home: UserLocation = {
  badge: '100002',
  provinceCode: 1,
  provinceName: 'San José',
  cantonCode: '101',
  cantonName: 'San José',
  districtCode: '10101',
  districtName: 'Carmen',
  address: 'Del parque 100 m al norte',
  updatedAt: '2026-11-24T15:00:00.000Z',
};

const api = fakeMainApi({
  respond: (_request, { url, method }) => {
    const path = decodeURIComponent(url.split('?')[0] ?? '');
    if (path.startsWith('/AdminLOB/GetAllLOBs')) {
      return HttpResponse.json([lob], { headers: { 'X-Total-Count': '6' } });
    }
    if (path === '/AdminLOB/GetLobById') return HttpResponse.json(lob);
    if (path === '/AdminLOB/PutInsUpdtLOB') return HttpResponse.json(lob, { status: 201 });
    if (path === '/Locations/GetAllLocations') {
      return HttpResponse.json([
        { id: 1, name: 'San José', active: true, districtCode: '10101' },
        { id: 4, name: 'Virtual', active: true, districtCode: null },
      ]);
    }
    if (path.startsWith('/Province/')) return HttpResponse.json([{ code: 1, name: 'San José' }]);
    if (path.startsWith('/Canton/')) {
      return HttpResponse.json([{ code: '101', provinceCode: 1, name: 'San José' }]);
    }
    if (path.startsWith('/District/')) {
      return HttpResponse.json([{ code: '10101', cantonCode: '101', name: 'Carmen' }]);
    }
    if (path.startsWith('/UserLocation/GetUserLocationByBadge/100002')) {
      return HttpResponse.json(home);
    }
    if (path.startsWith('/UserLocation/GetUserLocationByBadge/')) return HttpResponse.json(null);
    if (path.startsWith('/UserLocation/PutInsUpdateUserLocation/')) return HttpResponse.json(home);
    if (path.startsWith('/UserAdmin/GetUserRoles/')) {
      return HttpResponse.json({
        badge: '100002',
        name: 'Esteban',
        isAdmin: false,
        isMLTAdmin: true,
        roles: ['Extracurricular_MLT'],
      });
    }
    if (path.startsWith('/UserAdmin/') || path.startsWith('/UserMLTAdmin/')) {
      return HttpResponse.json(
        { id: 7, badge: '100002', name: 'Esteban', fName: 'Esteban', active: true, createdAt: '' },
        { status: method === 'PUT' ? 201 : 200 },
      );
    }
    if (path === '/Images/GetAllImages') return HttpResponse.json([]);
    if (path === '/Images/PutInsUpdtImage2') {
      return HttpResponse.json({ id: 1, banner: '/f/1', backg: null, updatedAt: '' });
    }
    if (path === '/ConfiguracionMensajes/GetConfigMensaje') {
      return HttpResponse.json([
        {
          id: 3,
          title: 'Bienvenida',
          message: '<p>Hola</p>',
          active: true,
          badge: '1',
          updatedAt: '',
        },
      ]);
    }
    return HttpResponse.json([]);
  },
});

const family = (): ExtracurricularApi => ({ api: MAIN_API, http: api.http, todayToken: today });
const pathOf = (index = 0) => api.sent[index]?.url.split('?')[0];
const query = (index = 0) => new URL(`http://x${api.sent[index]?.url}`).searchParams;
const list = {
  pagination: { page: 2, perPage: 25 },
  sort: { field: 'name', order: 'ASC' as const },
};

describe("'&'-joined path parameters (the adapter kit)", () => {
  it('escapes each part and joins them with &, so an & inside a value never splits it', () => {
    expect(joinedSegment(12, 'a&b', 'x y/z')).toBe('12&a%26b&x%20y%2Fz');
    expect(joinedSegment()).toBe('');
  });

  it("puts today's token last in the family's path", async () => {
    expect(await withPathToken({ api: '/api/x', todayToken: today }, '/C/Get', 1)).toBe(
      `/api/x/C/Get/1&${await today()}`,
    );
  });
});

describe('extracurricular adapters over the extracurricular family', () => {
  it('lists LOBs paged, sorted and filtered, and drops a sort the call does not take', async () => {
    const lobs = lobsAdapter(family());
    const { data, total } = await lobs.getList('extracurricular-lobs', {
      ...list,
      filter: { q: 'sop', active: 'true', accountId: 2, other: 'x' },
    });
    expect({ ids: data.map((row) => row.id), total }).toEqual({ ids: [4], total: 6 });
    expect(pathOf()).toBe('/AdminLOB/GetAllLOBs');
    expect(Object.fromEntries(query())).toEqual({
      page: '2',
      perPage: '25',
      sort: 'name',
      order: 'ASC',
      q: 'sop',
      active: 'true',
      accountId: '2',
    });
    await lobs.getList('extracurricular-lobs', { ...list, sort: { field: 'id', order: 'DESC' } });
    expect(query(1).has('sort')).toBe(false);
  });

  it('creates a LOB with a PUT upsert carrying its whole cost-centre list, code and name each', async () => {
    await lobsAdapter(family()).create('extracurricular-lobs', {
      data: { ...lob, costCenters: lob.costCenters },
    });
    expect(api.sent[0]).toMatchObject({ method: 'PUT', url: '/AdminLOB/PutInsUpdtLOB' });
    expect(api.sent[0]?.body).toEqual({
      accountId: 2,
      name: 'Soporte técnico',
      active: true,
      modified_By: '100001',
      costCenters: [{ code: 'CC-101', name: 'Soporte nivel 1' }],
    });
    await lobsAdapter(family()).update('extracurricular-lobs', {
      id: 4,
      data: lob,
      previousData: lob,
    });
    expect(api.sent[1]?.body).toMatchObject({ id: 4, accountId: 2 });
  });

  it('reads a location with its district’s province and canton, and sends no district as null', async () => {
    const locations = locationsAdapter(family());
    const { data } = await locations.getList('extracurricular-locations', { ...list, filter: {} });
    expect(data[0]).toMatchObject({ provinceCode: 1, cantonCode: '101', districtCode: '10101' });
    expect(data[1]).toMatchObject({ provinceCode: '', cantonCode: '', districtCode: null });
    await locations.create('extracurricular-locations', {
      data: { name: 'Virtual', active: true, districtCode: '' } as never,
    });
    expect(api.sent[1]).toMatchObject({ method: 'PUT', url: '/Locations/PutInsUpdtLocation' });
    expect(api.sent[1]?.body).toEqual({ name: 'Virtual', active: true, districtCode: null });
  });

  it('reads one room or course by `?id=` and upserts a room with its location and editor', async () => {
    await coursesAdapter(family()).getOne('extracurricular-courses', { id: 5 });
    expect(api.sent[0]?.url).toBe('/Courses/GetCoursesById?id=5');
    await roomsAdapter(family()).update('extracurricular-rooms', {
      id: 8,
      data: { locationId: 2, name: 'Sala 1', active: true, virtual: false, modified_By: '100001' },
      previousData: { id: 8 },
    });
    expect(api.sent[1]).toMatchObject({ method: 'PUT', url: '/Rooms/PutInsUpdtRoom' });
    expect(api.sent[1]?.body).toEqual({
      id: 8,
      locationId: 2,
      name: 'Sala 1',
      active: true,
      virtual: false,
      modified_By: '100001',
    });
  });

  it("writes an admin with everything in the path: the badge twice, the editor, today's token last", async () => {
    const admins = adminsAdapter(family());
    await admins.create('extracurricular-admins', {
      data: { badge: '100002', active: true, modified_By: '100001', name: 'Esteban Vargas' },
    });
    const token = await today();
    expect(api.sent[0]).toMatchObject({ method: 'PUT', body: null });
    expect(api.sent[0]?.url).toBe(
      `/UserAdmin/PutInsUpdtUserAdmin/0&100002&100002&true&100001&${token}?fName=Esteban+Vargas`,
    );
    await admins.getList('extracurricular-admins', { ...list, filter: { active: 'false' } });
    expect(pathOf(1)).toBe(`/UserAdmin/GetAllUsersAdmin/${token}`);
    expect(query(1).get('active')).toBe('false');
    await admins.getOne('extracurricular-admins', { id: 7 });
    expect(api.sent[2]?.url).toBe(`/UserAdmin/GetUserAdminById/7&${token}`);
  });

  it('writes an MLT admin as JSON and reads what an employee is to the family by badge', async () => {
    await mltAdminsAdapter(family()).update('extracurricular-mlt-admins', {
      id: 7,
      data: { badge: '100002', active: false, modified_By: '100001' },
      previousData: { id: 7 },
    });
    expect(api.sent[0]).toMatchObject({ method: 'PUT', url: '/UserMLTAdmin/PutInsUpdtMLTAdmin' });
    expect(api.sent[0]?.body).toEqual({
      id: 7,
      badge: '100002',
      active: false,
      modified_By: '100001',
    });
    const { data } = await rolesAdapter(family()).getOne('extracurricular-roles', { id: '100002' });
    expect(data).toMatchObject({ id: '100002', isMLTAdmin: true });
    expect(api.sent[1]?.url).toBe(`/UserAdmin/GetUserRoles/100002&${await today()}`);
  });

  it('asks cantons and districts only once the level above is chosen, with the token', async () => {
    const token = await today();
    const { data: provinces } = await provincesAdapter(family()).getList('home-provinces', list);
    expect(provinces).toEqual([{ code: 1, name: 'San José', id: 1 }]);
    expect(api.sent[0]?.url).toBe(`/Province/GetAllProvinces/${token}`);
    const cantons = cantonsAdapter(family());
    expect(await cantons.getList('home-cantons', { ...list, filter: {} })).toEqual({
      data: [],
      total: 0,
    });
    expect(api.sent).toHaveLength(1);
    await cantons.getList('home-cantons', { ...list, filter: { provinceId: 1 } });
    expect(api.sent[1]?.url).toBe(`/Canton/GetCantonByProvinceId/1&${token}`);
    const { data: districts } = await districtsAdapter(family()).getList('home-districts', {
      ...list,
      filter: { cantonId: '101' },
    });
    expect(districts[0]).toMatchObject({ id: '10101', name: 'Carmen' });
    expect(api.sent[2]?.url).toBe(`/District/GetDistrictsByCantonId/101&${token}`);
  });

  it('reads my location by badge (none yet: an unsaved record) and saves it as multipart with Token', async () => {
    const mine = myLocationAdapter(family());
    const { data: saved } = await mine.getOne('my-location', { id: '100002' });
    expect(saved).toMatchObject({ id: '100002', saved: true, districtName: 'Carmen' });
    const { data: none } = await mine.getOne('my-location', { id: '100009' });
    expect(none).toEqual({ id: '100009', saved: false });
    const { data } = await mine.update('my-location', {
      id: '100002',
      data: {
        provinceCode: 1,
        cantonCode: '101',
        districtCode: '10101',
        address: ' Del parque 100 m al norte ',
      },
      previousData: saved,
    });
    expect(data).toMatchObject({ id: '100002', saved: true });
    expect(api.sent[2]).toMatchObject({
      method: 'PUT',
      url: '/UserLocation/PutInsUpdateUserLocation/100002&1&101&10101',
      body: { address: 'Del parque 100 m al norte', Token: await today() },
    });
  });

  it('keeps image id 1: an empty catalogue reads as no pictures, a save sends only new files', async () => {
    const images = imagesAdapter(family());
    const { data } = await images.getOne('extracurricular-images', { id: 1 });
    expect(data).toEqual({ id: 1, banner: null, backg: null, updatedAt: '' });
    const banner = new File([new Uint8Array([137, 80, 78, 71])], 'banner.png', {
      type: 'image/png',
    });
    await images.update('extracurricular-images', {
      id: 1,
      data: { banner: { src: 'blob:x', rawFile: banner }, backg: '/f/2' },
      previousData: data,
    });
    expect(api.sent[1]).toMatchObject({
      method: 'PUT',
      url: '/Images/PutInsUpdtImage2',
      body: { id: '1', banner: 'file:banner.png:4' },
    });
  });

  it('finds a configuration message among all of them and upserts it with its editor', async () => {
    const messages = messagesAdapter(family());
    const { data } = await messages.getOne('extracurricular-messages', { id: 3 });
    expect(data).toMatchObject({ title: 'Bienvenida' });
    await messages.update('extracurricular-messages', {
      id: 3,
      data: { title: 'Bienvenida', message: '<p>Hola</p>', active: false, badge: '100001' },
      previousData: data,
    });
    expect(api.sent[1]?.body).toEqual({
      id: 3,
      title: 'Bienvenida',
      message: '<p>Hola</p>',
      active: false,
      badge: '100001',
    });
  });
});
