import { HttpResponse, http } from 'msw';
import { profileData } from './profile-data';

/** The profile page's call (SPEC §7). */
export const profileHandlers = [http.get('/profile/data', () => HttpResponse.json(profileData()))];
