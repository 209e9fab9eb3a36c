// Temporary files removed when a signal ends the process: an output being
// written (`-o`: NAME.rfsat-tmp.PID.N, files.cpp) or a certificate file
// (certificate/write.cpp) is registered while it exists, and SIGTERM,
// SIGINT, SIGHUP (CI cancelling a job, Ctrl-C, a closed terminal) and
// SIGXFSZ (the file size limit) unlink every registered file before the
// signal takes its default action, so the exit status still says which
// signal it was. A signal the process inherited as ignored stays ignored
// (nohup). The handler only reads atomics and calls unlink(2), both
// async-signal-safe (signal-safety(7)).
//
//   const int slot = formats::register_temporary(tmp);   // after creating it
//   ... write, rename ...
//   formats::forget_temporary(slot);                     // renamed or removed
#pragma once

#include <string>

namespace rfsat::formats {

// Registers `path` (installing the handlers on first use); returns its
// slot, or -1 when none is free or the path is too long (the file is then
// simply not removed on a signal).
int register_temporary(const std::string& path);

// The file of `slot` no longer needs removing (renamed or removed); -1: nothing.
void forget_temporary(int slot);

}  // namespace rfsat::formats
