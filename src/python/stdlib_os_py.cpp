// ===--- stdlib_os_py.cpp - os, os.path, tempfile, shutil, io in Python ---=== //
// Written for this evaluator over the `_posix` primitives (stdlib_os.cpp),
// following CPython 3.11's posixpath algorithms so paths print the same.

namespace ts::py {

const char* kOsSource = R"PY(
import _posix
name = "posix"
sep = "/"
altsep = None
curdir = "."
pardir = ".."
extsep = "."
pathsep = ":"
linesep = "\n"
devnull = "/dev/null"


class _Environ(dict):
    def __setitem__(self, key, value):
        if not isinstance(key, str) or not isinstance(value, str):
            raise TypeError("str expected, not " + type(value if isinstance(key, str) else key).__name__)
        _posix.putenv(key, value)
        dict.__setitem__(self, key, value)


environ = _Environ(_posix.environ())


def getenv(key, default=None):
    return environ.get(key, default)


def getcwd():
    return _posix.getcwd()


def listdir(path="."):
    return _posix.listdir(path)


def urandom(size):
    return _posix.urandom(size)


def mkdir(path, mode=0o777, *, dir_fd=None):
    _posix.mkdir(path)


def makedirs(name, mode=0o777, exist_ok=False):
    head, tail = path.split(name)
    if not tail:
        head, tail = path.split(head)
    if head and tail and not path.exists(head):
        try:
            makedirs(head, exist_ok=exist_ok)
        except FileExistsError:
            pass
    try:
        _posix.mkdir(name)
    except OSError:
        if not exist_ok or not path.isdir(name):
            raise


def rmdir(p):
    _posix.rmdir(p)


def remove(p):
    _posix.unlink(p)


unlink = remove


def rename(src, dst):
    _posix.rename(src, dst)


replace = rename


def getpid():
    return _posix.getpid()


def cpu_count():
    return _posix.cpu_count()


def fspath(p):
    if isinstance(p, (str, bytes)):
        return p
    return p.__fspath__()


class stat_result(tuple):
    # os.stat_result: the ten indexable fields, by name too.
    _fields = ("st_mode", "st_ino", "st_dev", "st_nlink", "st_uid", "st_gid", "st_size", "st_atime", "st_mtime",
               "st_ctime")

    def __repr__(self):
        return "os.stat_result(" + ", ".join(f"{n}={int(v)}" for n, v in zip(self._fields, self)) + ")"


for _i, _n in enumerate(stat_result._fields):
    setattr(stat_result, _n, property(lambda self, _i=_i: self[_i]))
del _i, _n


def stat(path, *, follow_symlinks=True):
    return stat_result(_posix.stat_fields(fspath(path), follow_symlinks))


def lstat(path):
    return stat(path, follow_symlinks=False)


import os.path
)PY";

const char* kPosixpathSource = R"PY(
import _posix
sep = "/"
curdir = "."
pardir = ".."


def isabs(s):
    return s.startswith("/")


def join(a, *p):
    path = a
    for b in p:
        if b.startswith("/"):
            path = b
        elif not path or path.endswith("/"):
            path += b
        else:
            path += "/" + b
    return path


def split(p):
    i = p.rfind("/") + 1
    head, tail = p[:i], p[i:]
    if head and head != "/" * len(head):
        head = head.rstrip("/")
    return head, tail


def splitext(p):
    sep_index = p.rfind("/")
    dot_index = p.rfind(".")
    if dot_index > sep_index:
        i = sep_index + 1
        while i < dot_index:
            if p[i] != ".":
                return p[:dot_index], p[dot_index:]
            i += 1
    return p, p[:0]


def basename(p):
    return p[p.rfind("/") + 1:]


def dirname(p):
    return split(p)[0]


def normpath(path):
    if path == "":
        return "."
    initial = 1 if path.startswith("/") else 0
    if initial and path.startswith("//") and not path.startswith("///"):
        initial = 2
    comps = []
    for comp in path.split("/"):
        if comp in ("", "."):
            continue
        if comp != ".." or (not initial and not comps) or (comps and comps[-1] == ".."):
            comps.append(comp)
        elif comps:
            comps.pop()
    path = "/" * initial + "/".join(comps)
    return path or "."


def abspath(path):
    if not isabs(path):
        path = join(_posix.getcwd(), path)
    return normpath(path)


realpath = abspath


def relpath(path, start=None):
    if not path:
        raise ValueError("no path specified")
    start = curdir if start is None else start
    start_list = [x for x in abspath(start).split(sep) if x]
    path_list = [x for x in abspath(path).split(sep) if x]
    i = len(commonprefix([start_list, path_list]))
    rel_list = [pardir] * (len(start_list) - i) + path_list[i:]
    if not rel_list:
        return curdir
    return join(*rel_list)


def commonprefix(m):
    if not m:
        return ""
    s1 = min(m)
    s2 = max(m)
    for i, c in enumerate(s1):
        if c != s2[i]:
            return s1[:i]
    return s1


def splitdrive(p):
    return p[:0], p


def lexists(path):
    return exists(path)


def expanduser(path):
    if not path.startswith("~"):
        return path
    home = _posix.environ().get("HOME", "/")
    i = path.find("/", 1)
    if i < 0:
        i = len(path)
    if i != 1:
        return path
    return (home.rstrip("/") or "/") + path[i:]


def exists(path):
    try:
        _posix.stat(path)
    except OSError:
        return False
    return True


def isdir(path):
    try:
        return _posix.stat(path)[0]
    except OSError:
        return False


def isfile(path):
    try:
        return _posix.stat(path)[1]
    except OSError:
        return False


def getsize(path):
    return _posix.stat(path)[2]
)PY";

const char* kShutilSource = R"PY(
import os


def rmtree(path, ignore_errors=False):
    try:
        for name in os.listdir(path):
            full = os.path.join(path, name)
            if os.path.isdir(full):
                rmtree(full, ignore_errors)
            else:
                os.remove(full)
        os.rmdir(path)
    except OSError:
        if not ignore_errors:
            raise
)PY";

const char* kTempfileSource = R"PY(
import os
import _posix
import shutil

template = "tmp"
tempdir = None


def gettempdir():
    if tempdir is not None:
        return tempdir
    for var in ("TMPDIR", "TEMP", "TMP"):
        d = os.environ.get(var)
        if d and os.path.isdir(d):
            return d
    return "/tmp"


def mkdtemp(suffix=None, prefix=None, dir=None):
    return _posix.mkdtemp(gettempdir() if dir is None else dir, template if prefix is None else prefix,
                          "" if suffix is None else suffix)


class TemporaryDirectory:
    def __init__(self, suffix=None, prefix=None, dir=None, ignore_cleanup_errors=False):
        self.name = mkdtemp(suffix, prefix, dir)
        self._ignore = ignore_cleanup_errors

    def __repr__(self):
        return "<TemporaryDirectory {!r}>".format(self.name)

    def __enter__(self):
        return self.name

    def __exit__(self, exc, value, tb):
        self.cleanup()

    def cleanup(self):
        if os.path.exists(self.name):
            shutil.rmtree(self.name, self._ignore)
)PY";

const char* kIoSource = R"PY(
import _posix
SEEK_SET = 0
SEEK_CUR = 1
SEEK_END = 2


class _BufferIO:
    _empty = ""

    def __init__(self, initial=None):
        self._buf = self._empty if initial is None else initial
        self._pos = 0
        self.closed = False

    def _check(self):
        if self.closed:
            raise ValueError("I/O operation on closed file.")

    def getvalue(self):
        self._check()
        return self._buf

    def write(self, s):
        self._check()
        if not isinstance(s, type(self._empty)):
            raise TypeError(self._write_error(s))
        end = self._pos + len(s)
        if self._pos > len(self._buf):
            self._buf = self._buf + self._pad(self._pos - len(self._buf))
        self._buf = self._buf[:self._pos] + s + self._buf[end:]
        self._pos = end
        return len(s)

    def read(self, size=-1):
        self._check()
        end = len(self._buf) if size is None or size < 0 else min(len(self._buf), self._pos + size)
        out = self._buf[self._pos:end]
        self._pos = max(self._pos, end)
        return out

    def readline(self):
        self._check()
        i = self._buf.find(self._newline, self._pos)
        end = len(self._buf) if i < 0 else i + 1
        out = self._buf[self._pos:end]
        self._pos = max(self._pos, end)
        return out

    def readlines(self):
        return list(self)

    def __iter__(self):
        while True:
            line = self.readline()
            if not line:
                return
            yield line

    def seek(self, pos, whence=0):
        self._check()
        if whence == 1:
            pos += self._pos
        elif whence == 2:
            pos += len(self._buf)
        if pos < 0:
            raise ValueError("negative seek value " + str(pos))
        self._pos = pos
        return pos

    def tell(self):
        self._check()
        return self._pos

    def truncate(self, size=None):
        self._check()
        size = self._pos if size is None else size
        self._buf = self._buf[:size]
        return size

    def readable(self):
        return True

    def writable(self):
        return True

    def seekable(self):
        return True

    def flush(self):
        pass

    def close(self):
        self.closed = True

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


class StringIO(_BufferIO):
    _empty = ""
    _newline = "\n"

    def _pad(self, n):
        return "\0" * n

    def _write_error(self, s):
        return "string argument expected, got '" + type(s).__name__ + "'"


class BytesIO(_BufferIO):
    _empty = b""
    _newline = b"\n"

    def _pad(self, n):
        return b"\0" * n

    def _write_error(self, s):
        return "a bytes-like object is required, not '" + type(s).__name__ + "'"


class _File:
    """A file of open(): its content is buffered in memory, read whole at
    open and written back at flush/close (model programs write small files)."""

    def __init__(self, name, mode, binary, encoding, newline=None):
        self.name = name
        self._newline = newline
        self.mode = mode
        self._binary = binary
        self._encoding = encoding or "utf-8"
        self._kind = mode.replace("b", "").replace("t", "").replace("+", "")
        self._plus = "+" in mode
        initial = None
        if self._kind == "r" or (self._kind == "a" and _exists(name)):
            initial = _posix.read_file(name)
            if not binary:
                initial = initial.decode(self._encoding)
                if newline is None and self._kind == "r":  # universal newlines
                    initial = initial.replace("\r\n", "\n").replace("\r", "\n")
        elif self._kind in ("w", "x"):
            _posix.write_file(name, b"", self._kind)
        self._io = (BytesIO if binary else StringIO)(initial)
        if self._kind == "a":
            self._io.seek(0, 2)
        self._dirty = False

    def __repr__(self):
        kind = "BufferedReader" if self._binary else "TextIOWrapper"
        return "<_io." + kind + " name=" + repr(self.name) + " mode=" + repr(self.mode) + ">"

    @property
    def closed(self):
        return self._io.closed

    def read(self, size=-1):
        if self._kind != "r" and not self._plus:
            raise UnsupportedOperation("not readable")
        return self._io.read(size)

    def readline(self):
        return self._io.readline()

    def readlines(self):
        return self._io.readlines()

    def __iter__(self):
        return iter(self._io)

    def write(self, s):
        if self._kind == "r" and not self._plus:
            raise UnsupportedOperation("not writable")
        self._dirty = True
        return self._io.write(s)

    def writelines(self, lines):
        for line in lines:
            self.write(line)

    def seek(self, pos, whence=0):
        return self._io.seek(pos, whence)

    def tell(self):
        return self._io.tell()

    def flush(self):
        if self._dirty:
            data = self._io.getvalue()
            if not self._binary and self._newline in ("\r", "\r\n"):
                data = data.replace("\n", self._newline)
            _posix.write_file(self.name, data if self._binary else data.encode(self._encoding), "w")
            self._dirty = False

    def close(self):
        if not self._io.closed:
            self.flush()
            self._io.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __del__(self):
        self.close()


class UnsupportedOperation(OSError, ValueError):
    pass


def _exists(path):
    try:
        _posix.stat(path)
    except OSError:
        return False
    return True


def open(file, mode="r", buffering=-1, encoding=None, errors=None, newline=None, closefd=True, opener=None):
    if not isinstance(file, (str, bytes)) and hasattr(type(file), "__fspath__"):
        file = file.__fspath__()  # a pathlib.Path, as CPython's os.fspath
    if isinstance(file, bytes):
        file = file.decode()
    if not isinstance(file, str):
        raise TypeError("expected str, bytes or os.PathLike object, not " + type(file).__name__)
    kinds = [c for c in mode if c in "rwax"]
    if len(kinds) != 1 or any(c not in "rwaxbt+" for c in mode) or ("b" in mode and "t" in mode):
        raise ValueError("invalid mode: " + repr(mode))
    binary = "b" in mode
    if binary and encoding is not None:
        raise ValueError("binary mode doesn't take an encoding argument")
    if newline not in (None, "", "\n", "\r", "\r\n"):
        raise ValueError("illegal newline value: " + repr(newline))
    if binary and newline is not None:
        raise ValueError("binary mode doesn't take a newline argument")
    return _File(file, mode, binary, encoding, newline)
)PY";

}  // namespace ts::py
