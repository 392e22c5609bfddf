// ===--- stdlib_pathlib_py.cpp - Python's pathlib module -------------------=== //
// POSIX paths only (PurePath is PurePosixPath, Path is PosixPath), after
// CPython 3.11's pathlib: parsing into parts, the pure operations, and the
// file-system methods over os/os.path.
namespace ts::py {

extern const char* kPathlibSource;
const char* kPathlibSource = R"PY(
import os
import posixpath

__all__ = ["PurePath", "PurePosixPath", "Path", "PosixPath"]


def _parse(parts):
    root = ""
    rel = []
    for a in parts:
        if isinstance(a, PurePath):
            a = str(a)
        elif hasattr(a, "__fspath__"):
            a = a.__fspath__()
        if not isinstance(a, str):
            raise TypeError("argument should be a str or an os.PathLike object where __fspath__ returns a str, not %r"
                            % type(a).__name__)
        if a.startswith("/"):
            root = "//" if a.startswith("//") and not a.startswith("///") else "/"
            rel = []
        rel.extend(x for x in a.split("/") if x and x != ".")
    return root, rel


class PurePath:
    __slots__ = ("_root", "_parts", "_str")

    def __new__(cls, *args):
        if cls is PurePath:
            cls = PurePosixPath
        self = object.__new__(cls)
        self._root, self._parts = _parse(args)
        self._str = None
        return self

    def __init__(self, *args):
        pass

    @classmethod
    def _from(cls, root, parts):
        self = object.__new__(cls)
        self._root = root
        self._parts = list(parts)
        self._str = None
        return self

    def __str__(self):
        if self._str is None:
            self._str = (self._root + "/".join(self._parts)) or "."
        return self._str

    def __fspath__(self):
        return str(self)

    def as_posix(self):
        return str(self)

    def __repr__(self):
        return "{}({!r})".format(type(self).__name__, self.as_posix())

    def __bytes__(self):
        return os.fsencode(str(self))

    def as_uri(self):
        if not self.is_absolute():
            raise ValueError("relative path can't be expressed as a file URI")
        return "file://" + str(self)

    def _key(self):
        return (self._root, self._parts)

    def __eq__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return self._key() == other._key()

    def __hash__(self):
        return hash(str(self))

    def __lt__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return str(self) < str(other)

    def __le__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return str(self) <= str(other)

    def __gt__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return str(self) > str(other)

    def __ge__(self, other):
        if not isinstance(other, PurePath):
            return NotImplemented
        return str(self) >= str(other)

    def __truediv__(self, key):
        try:
            return self.joinpath(key)
        except TypeError:
            return NotImplemented

    def __rtruediv__(self, key):
        try:
            return type(self)(key, self)
        except TypeError:
            return NotImplemented

    def joinpath(self, *args):
        root, parts = _parse(args)
        if root:
            return self._from(root, parts)
        return self._from(self._root, self._parts + parts)

    @property
    def drive(self):
        return ""

    @property
    def root(self):
        return self._root

    @property
    def anchor(self):
        return self._root

    @property
    def parts(self):
        return ((self._root,) if self._root else ()) + tuple(self._parts)

    @property
    def name(self):
        return self._parts[-1] if self._parts else ""

    @property
    def suffix(self):
        name = self.name
        i = name.rfind(".")
        if 0 < i < len(name) - 1:
            return name[i:]
        return ""

    @property
    def suffixes(self):
        name = self.name
        if name.endswith("."):
            return []
        name = name.lstrip(".")
        return ["." + s for s in name.split(".")[1:]]

    @property
    def stem(self):
        name = self.name
        i = name.rfind(".")
        if 0 < i < len(name) - 1:
            return name[:i]
        return name

    @property
    def parent(self):
        if not self._parts:
            return self
        return self._from(self._root, self._parts[:-1])

    @property
    def parents(self):
        out = []
        p = self
        while p._parts:
            p = p.parent
            out.append(p)
        return tuple(out)

    def with_name(self, name):
        if not self.name:
            raise ValueError("%r has an empty name" % (self,))
        if not name or "/" in name or name == ".":
            raise ValueError("Invalid name %r" % (name,))
        return self._from(self._root, self._parts[:-1] + [name])

    def with_stem(self, stem):
        return self.with_name(stem + self.suffix)

    def with_suffix(self, suffix):
        if "/" in suffix or (suffix and not suffix.startswith(".")) or suffix == ".":
            raise ValueError("Invalid suffix %r" % (suffix,))
        name = self.name
        if not name:
            raise ValueError("%r has an empty name" % (self,))
        old = self.suffix
        name = (name[:-len(old)] if old else name) + suffix
        return self._from(self._root, self._parts[:-1] + [name])

    def is_absolute(self):
        return bool(self._root)

    def is_reserved(self):
        return False

    def is_relative_to(self, *other):
        try:
            self.relative_to(*other)
            return True
        except ValueError:
            return False

    def relative_to(self, *other):
        if not other:
            raise TypeError("need at least one argument")
        root, parts = _parse(other)
        n = len(parts)
        if root != self._root or self._parts[:n] != parts:
            formatted = (root + "/".join(parts)) or "."
            raise ValueError("{!r} is not in the subpath of {!r} OR one path is relative and the other is absolute."
                             .format(str(self), formatted))
        return self._from("", self._parts[n:])

    def match(self, path_pattern):
        import fnmatch
        root, pat = _parse([path_pattern])
        if not pat:
            raise ValueError("empty pattern")
        parts = self._parts
        if root:
            if not self._root or len(pat) != len(parts):
                return False
        elif len(pat) > len(parts):
            return False
        for part, p in zip(reversed(parts), reversed(pat)):
            if not fnmatch.fnmatchcase(part, p):
                return False
        return True


class PurePosixPath(PurePath):
    __slots__ = ()


class Path(PurePath):
    __slots__ = ()

    def __new__(cls, *args, **kwargs):
        if cls is Path:
            cls = PosixPath
        self = object.__new__(cls)
        self._root, self._parts = _parse(args)
        self._str = None
        return self

    @classmethod
    def cwd(cls):
        return cls(os.getcwd())

    @classmethod
    def home(cls):
        return cls(os.path.expanduser("~"))

    def absolute(self):
        if self.is_absolute():
            return self
        return type(self)(os.getcwd(), self)

    def resolve(self, strict=False):
        return type(self)(os.path.normpath(str(self.absolute())))

    def expanduser(self):
        return type(self)(os.path.expanduser(str(self)))

    def exists(self):
        return os.path.exists(str(self))

    def is_dir(self):
        return os.path.isdir(str(self))

    def is_file(self):
        return os.path.isfile(str(self))

    def is_symlink(self):
        return False

    def stat(self):
        return os.stat(str(self))

    def iterdir(self):
        for name in os.listdir(str(self)):
            yield self / name

    def glob(self, pattern):
        # Components match one directory level each; "**" is this directory
        # and every one below it.
        import fnmatch
        parts = [p for p in pattern.split("/") if p and p != "."]
        if not parts:
            raise ValueError("Unacceptable pattern: {!r}".format(pattern))
        seen = set()
        for p in self._glob(parts, fnmatch):
            if str(p) not in seen:
                seen.add(str(p))
                yield p

    def rglob(self, pattern):
        return self.glob("**/" + pattern)

    def _glob(self, parts, fnmatch):
        head, rest = parts[0], parts[1:]
        if head == "**":
            for d in [self] + list(self._dirs_below()):
                if rest:
                    yield from d._glob(rest, fnmatch)
                else:
                    yield d
            return
        if any(c in head for c in "*?["):
            matches = [p for p in self.iterdir() if fnmatch.fnmatchcase(p.name, head)]
        else:
            matches = [self / head] if (self / head).exists() else []
        for p in matches:
            if not rest:
                yield p
            elif p.is_dir():
                yield from p._glob(rest, fnmatch)

    def _dirs_below(self):
        for p in self.iterdir():
            if p.is_dir():
                yield p
                yield from p._dirs_below()

    def mkdir(self, mode=0o777, parents=False, exist_ok=False):
        if parents:
            os.makedirs(str(self), exist_ok=exist_ok)
            return
        if exist_ok and self.is_dir():
            return
        os.mkdir(str(self))

    def rmdir(self):
        os.rmdir(str(self))

    def unlink(self, missing_ok=False):
        if missing_ok and not self.exists():
            return
        os.remove(str(self))

    def rename(self, target):
        os.rename(str(self), str(target))
        return type(self)(target)

    def replace(self, target):
        return self.rename(target)

    def touch(self, mode=0o666, exist_ok=True):
        if self.exists():
            if not exist_ok:
                raise FileExistsError(17, "File exists", str(self))
            return
        with open(str(self), "a"):
            pass

    def open(self, mode="r", buffering=-1, encoding=None, errors=None, newline=None):
        return open(str(self), mode)

    def read_text(self, encoding=None, errors=None):
        with open(str(self), "r") as f:
            return f.read()

    def read_bytes(self):
        with open(str(self), "rb") as f:
            return f.read()

    def write_text(self, data, encoding=None, errors=None, newline=None):
        if not isinstance(data, str):
            raise TypeError("data must be str, not %s" % type(data).__name__)
        with open(str(self), "w") as f:
            return f.write(data)

    def write_bytes(self, data):
        with open(str(self), "wb") as f:
            return f.write(data)


class PosixPath(Path, PurePosixPath):
    __slots__ = ()
)PY";

}  // namespace ts::py
