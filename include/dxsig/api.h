/* dxsig export macro. The libraries are compiled with -fvisibility=hidden;
 * DXSIG_API marks the functions of the public headers, the only symbols
 * libdxsig exports. */
#ifndef DXSIG_API_H
#define DXSIG_API_H

#if defined(_WIN32)
#  if defined(DXSIG_BUILDING_SHARED)
#    define DXSIG_API __declspec(dllexport)
#  else
#    define DXSIG_API
#  endif
#elif defined(__GNUC__)
#  define DXSIG_API __attribute__((visibility("default")))
#else
#  define DXSIG_API
#endif

#endif
