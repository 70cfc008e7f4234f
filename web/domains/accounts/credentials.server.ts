// GET /api/user: the signed-in user's credentials as spec 000 §3 names them.
import { asUser } from '../../server/db.server.ts';
import type { Viewer } from '../../server/viewer.server.ts';

export async function readUserCredentials(viewer: Viewer) {
  return await asUser(viewer, async (tx) => {
    const [row] = await tx`
      select u.phone_num, u.dob, u.gender, u.img_url, u.created_at,
             a.address_full, a.address_params, a.geohash,
             extensions.st_y(a.location::extensions.geometry) as lat,
             extensions.st_x(a.location::extensions.geometry) as lng
        from public.users u
        left join public.addresses a on a.id = u.address_id
       where u.id = ${viewer.id}`;
    return {
      uid: viewer.id,
      email: viewer.email,
      loginEmail: viewer.loginEmail,
      userIdNumber: viewer.userIdNumber,
      userType: viewer.userType,
      firstName: viewer.firstName,
      lastName: viewer.lastName,
      phoneNum: row?.phoneNum ?? null,
      dob: row?.dob ?? null,
      gender: row?.gender ?? null,
      imgUrl: row?.imgUrl ?? null,
      imgUrlThumb: viewer.imgUrlThumb,
      locale: viewer.locale,
      address: row?.addressFull
        ? {
          addressFull: row.addressFull,
          addressParams: row.addressParams,
          coordinates: { lat: row.lat, lng: row.lng },
          geohash: row.geohash,
        }
        : null,
      status: viewer.status,
      createdAt: row?.createdAt ?? null,
    };
  });
}
