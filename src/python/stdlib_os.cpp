// ===--- stdlib_os.cpp - os, os.path, tempfile, shutil, io, time ----------=== //
// The operating-system services model programs use around torch.jit.save and
// load (temporary directories, path joins, environment variables, timers):
// native primitives in `_posix` and `time`, the rest Python source.
#include <dirent.h>
#include <algorithm>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <thread>

#include "python/builtins.h"
#include "python/interpreter_impl.h"
#include "python/stdlib_py.h"

extern char** environ;

namespace ts::py {

void addTimeCalendar(Interp& in, PyModule& m);  // stdlib_time.cpp

namespace {

std::string pathArg(Interp& in, const Args& a, size_t i, const char* fname) {
  // A path-like object (pathlib.Path) stands for its __fspath__(), as in CPython.
  IValue fspath;
  if (i < a.n && !isStrValue(a[i]) && getAttrOpt(in, a[i], "__fspath__", fspath)) {
    IValue p = call(in, fspath, {});
    if (isStrValue(p)) return p.toStr();
  }
  if (i >= a.n || !isStrValue(a[i]))
    in.raise(in.e.TypeError, std::string(fname) + ": path should be string, not " +
                                 (i < a.n ? typeName(in, a[i]) : std::string("missing")));
  return a[i].toStr();
}

/// Raises the OSError subclass CPython raises for errno `err` on `path`.
[[noreturn]] void raiseOs(Interp& in, int err, const std::string& path) {
  PyType* type = osErrorType(in, err);
  IValue code(static_cast<int64_t>(err)), text(std::string(std::strerror(err)));
  IValue exc = in.makeException(type, {code, text, IValue(path)});
  setAttr(in, exc, "errno", code);
  setAttr(in, exc, "strerror", text);
  setAttr(in, exc, "filename", IValue(path));
  throw PyErr{exc};
}

IValue pGetcwd(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "getcwd", 0, 0);
  char buf[4096];
  if (!::getcwd(buf, sizeof buf)) raiseOs(in, errno, ".");
  return IValue(std::string(buf));
}

IValue pListdir(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "listdir", 0, 1);
  std::string path = a.n ? pathArg(in, a, 0, "listdir") : ".";
  DIR* d = ::opendir(path.c_str());
  if (!d) raiseOs(in, errno, path);
  std::vector<IValue> names;
  while (dirent* e = ::readdir(d)) {
    std::string n = e->d_name;
    if (n != "." && n != "..") names.push_back(IValue(n));
  }
  ::closedir(d);
  return in.newList(std::move(names));
}

/// stat(path) -> (is_dir, is_file, size), raising FileNotFoundError.
IValue pStat(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "stat", 1, 1);
  std::string path = pathArg(in, a, 0, "stat");
  struct stat st;
  if (::stat(path.c_str(), &st) != 0) raiseOs(in, errno, path);
  return in.newTuple({IValue(S_ISDIR(st.st_mode) != 0), IValue(S_ISREG(st.st_mode) != 0),
                      IValue(static_cast<int64_t>(st.st_size))});
}

double seconds(const struct timespec& t) { return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_nsec) * 1e-9; }

/// stat_fields(path, follow) -> the ten fields of os.stat_result, in order.
IValue pStatFields(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "stat_fields", 2, 2);
  std::string path = pathArg(in, a, 0, "stat");
  struct stat st;
  int rc = truthy(in, a[1]) ? ::stat(path.c_str(), &st) : ::lstat(path.c_str(), &st);
  if (rc != 0) raiseOs(in, errno, path);
  auto i = [](auto v) { return IValue(static_cast<int64_t>(v)); };
  return in.newTuple({i(st.st_mode), i(st.st_ino), i(st.st_dev), i(st.st_nlink), i(st.st_uid), i(st.st_gid),
                      i(st.st_size), IValue(seconds(st.st_atim)), IValue(seconds(st.st_mtim)),
                      IValue(seconds(st.st_ctim))});
}

template <int (*F)(const char*)>
IValue pathCall(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "os function", 1, 1);
  std::string path = pathArg(in, a, 0, "os function");
  if (F(path.c_str()) != 0) raiseOs(in, errno, path);
  return in.none;
}
int doMkdir(const char* p) { return ::mkdir(p, 0777); }
int doRmdir(const char* p) { return ::rmdir(p); }
int doUnlink(const char* p) { return ::unlink(p); }

IValue pRename(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "rename", 2, 2);
  std::string from = pathArg(in, a, 0, "rename"), to = pathArg(in, a, 1, "rename");
  if (std::rename(from.c_str(), to.c_str()) != 0) raiseOs(in, errno, from);
  return in.none;
}

/// read_file(path) -> bytes: a whole file (open() buffers in memory).
IValue pReadFile(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "read_file", 1, 1);
  std::string path = pathArg(in, a, 0, "read_file");
  struct stat st;
  if (::stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode)) raiseOs(in, EISDIR, path);
  FILE* f = std::fopen(path.c_str(), "rb");
  if (!f) raiseOs(in, errno, path);
  std::string data;
  char buf[65536];
  for (size_t got; (got = std::fread(buf, 1, sizeof buf, f)) > 0;) data.append(buf, got);
  std::fclose(f);
  return makeBytes(std::move(data));
}

/// write_file(path, bytes, mode): mode "w" truncates, "a" appends, "x" creates.
IValue pWriteFile(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "write_file", 3, 3);
  std::string path = pathArg(in, a, 0, "write_file"), mode = pathArg(in, a, 2, "write_file");
  if (!a[1].isStr()) in.raise(in.e.TypeError, "write_file: bytes expected");
  if (mode == "x" && ::access(path.c_str(), F_OK) == 0) raiseOs(in, EEXIST, path);
  FILE* f = std::fopen(path.c_str(), mode == "a" ? "ab" : "wb");
  if (!f) raiseOs(in, errno, path);
  const std::string& data = a[1].toStr();
  bool ok = std::fwrite(data.data(), 1, data.size(), f) == data.size();
  if (std::fclose(f) != 0 || !ok) raiseOs(in, errno, path);
  return in.none;
}

IValue bOpen(Interp& in, Args& a, PyObject*) {
  IValue io = in.importModule("io");
  IValue* fn = asPyT<PyModule>(io)->dict->findStr(in, in.intern("open"), hashStr("open"));
  return call(in, *fn, a);
}

IValue pEnviron(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "environ", 0, 0);
  Ref<PyDict> d = in.newDict();
  for (char** e = environ; e && *e; ++e) {
    const char* eq = std::strchr(*e, '=');
    if (eq) d->set(in, IValue(std::string(static_cast<const char*>(*e), eq)), IValue(std::string(eq + 1)));
  }
  return box(d.get());
}

IValue pPutenv(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "putenv", 2, 2);
  ::setenv(pathArg(in, a, 0, "putenv").c_str(), pathArg(in, a, 1, "putenv").c_str(), 1);
  return in.none;
}

IValue pCpuCount(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "cpu_count", 0, 0);
  long n = ::sysconf(_SC_NPROCESSORS_ONLN);
  return n > 0 ? IValue(static_cast<int64_t>(n)) : in.none;
}

IValue pGetpid(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "getpid", 0, 0);
  return IValue(static_cast<int64_t>(::getpid()));
}

/// urandom(n): n bytes from the kernel's generator (getentropy's 256-byte
/// limit is met by reading in pieces).
IValue pUrandom(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "urandom", 1, 1);
  if (!a[0].isInt()) in.raise(in.e.TypeError, "'" + typeName(in, a[0]) + "' object cannot be interpreted as an integer");
  if (a[0].toInt() < 0) in.raise(in.e.ValueError, "negative argument not allowed");
  std::string out(static_cast<size_t>(a[0].toInt()), '\0');
  for (size_t done = 0; done < out.size(); done += 256) {
    size_t n = std::min<size_t>(256, out.size() - done);
    if (getentropy(out.data() + done, n) != 0) in.raise(in.e.OSError, std::strerror(errno));
  }
  return makeBytes(std::move(out));
}

/// mkdtemp(dir, prefix, suffix): a new private directory.
IValue pMkdtemp(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "mkdtemp", 3, 3);
  std::string tmpl = pathArg(in, a, 0, "mkdtemp") + "/" + pathArg(in, a, 1, "mkdtemp") + "XXXXXX";
  std::string suffix = pathArg(in, a, 2, "mkdtemp");
  std::vector<char> buf(tmpl.begin(), tmpl.end());
  buf.push_back('\0');
  if (!::mkdtemp(buf.data())) raiseOs(in, errno, tmpl);
  std::string made(buf.data());
  if (suffix.empty()) return IValue(made);
  if (std::rename(made.c_str(), (made + suffix).c_str()) != 0) raiseOs(in, errno, made);
  return IValue(made + suffix);
}

// ---- time ---- //

template <class Clock>
IValue clockNow(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "time function", 0, 0);
  return IValue(std::chrono::duration<double>(Clock::now().time_since_epoch()).count());
}

template <class Clock>
IValue clockNowNs(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "time function", 0, 0);
  auto ns = std::chrono::duration_cast<std::chrono::nanoseconds>(Clock::now().time_since_epoch()).count();
  return IValue(static_cast<int64_t>(ns));
}

IValue tProcessTime(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "process_time", 0, 0);
  return IValue(static_cast<double>(std::clock()) / CLOCKS_PER_SEC);
}

IValue tSleep(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "sleep", 1, 1);
  double s = a[0].isDouble() ? a[0].toDouble() : a[0].isInt() ? static_cast<double>(a[0].toInt()) : -1;
  if (!(s >= 0)) in.raise(in.e.ValueError, "sleep length must be non-negative");
  std::this_thread::sleep_for(std::chrono::duration<double>(s));
  return in.none;
}

void initPosix(Interp& in, PyModule& m) {
  auto fn = [&](const char* name, NativeFn f) { m.dict->set(in, in.intern(name), in.native(name, f)); };
  fn("getcwd", pGetcwd);
  fn("listdir", pListdir);
  fn("stat", pStat);
  fn("stat_fields", pStatFields);
  fn("mkdir", pathCall<doMkdir>);
  fn("rmdir", pathCall<doRmdir>);
  fn("unlink", pathCall<doUnlink>);
  fn("rename", pRename);
  fn("environ", pEnviron);
  fn("putenv", pPutenv);
  fn("getpid", pGetpid);
  fn("urandom", pUrandom);
  fn("cpu_count", pCpuCount);
  fn("mkdtemp", pMkdtemp);
  fn("read_file", pReadFile);
  fn("write_file", pWriteFile);
}

void initTime(Interp& in, PyModule& m) {
  auto fn = [&](const char* name, NativeFn f) { m.dict->set(in, in.intern(name), in.native(name, f)); };
  fn("time", clockNow<std::chrono::system_clock>);
  fn("time_ns", clockNowNs<std::chrono::system_clock>);
  fn("perf_counter", clockNow<std::chrono::steady_clock>);
  fn("perf_counter_ns", clockNowNs<std::chrono::steady_clock>);
  fn("monotonic", clockNow<std::chrono::steady_clock>);
  fn("monotonic_ns", clockNowNs<std::chrono::steady_clock>);
  fn("process_time", tProcessTime);
  fn("sleep", tSleep);
  addTimeCalendar(in, m);
}

}  // namespace

extern const char* kOsSource;
extern const char* kPosixpathSource;
extern const char* kTempfileSource;
extern const char* kShutilSource;
extern const char* kIoSource;
extern const char* kRandomSource;
void registerRandomModule(Interp& in);  // stdlib_random.cpp

void registerOsModules(Interp& in) {
  in.registerModule("_posix", initPosix);
  in.registerModule("time", initTime);
  static const StdSource sources[] = {
      {"os", kOsSource}, {"os.path", kPosixpathSource}, {"posixpath", kPosixpathSource},
      {"tempfile", kTempfileSource}, {"shutil", kShutilSource}, {"io", kIoSource},
      {"random", kRandomSource},
  };
  registerRandomModule(in);
  in.builtins->set(in, in.intern("open"), in.native("open", bOpen));
  for (const StdSource& s : sources) {
    in.registerModule(s.name, [](Interp& i, PyModule& m) {
      for (const StdSource& src : sources)
        if (src.name == m.name) runSourceModule(i, m, m.name, src.text);
    });
  }
}

}  // namespace ts::py
