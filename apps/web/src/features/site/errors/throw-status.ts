import { data, type LoaderFunctionArgs } from 'react-router';

/**
 * `/pages/error/:code` throws the status it names, so the route's error element shows the
 * screen a real failure with that status shows (and people can link to it).
 */
export function throwStatus({ params }: LoaderFunctionArgs): never {
  const status = Number(params.code);
  throw data(null, {
    status: Number.isInteger(status) && status >= 400 && status < 600 ? status : 404,
  });
}
