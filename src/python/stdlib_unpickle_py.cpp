// ===--- stdlib_unpickle_py.cpp - pickle's Unpickler, in Python -----------=== //
// The reading half of Note [Pickle]: every opcode of protocols 0 to 5, with
// CPython's error messages. A pickle is data: the only code it can reach is
// what find_class returns (a global by module and name, as in CPython), and
// every length and memo index is checked before use, so truncated or hostile
// bytes raise UnpicklingError or EOFError.
#include "python/stdlib_py.h"

namespace ts::py {

extern const char* kUnpickleSource;
extern const char* kCopyregSource;
extern const char* kCodecsSource;

const char* kUnpickleSource = R"PY(
import sys
import _pickle
import pickle as _p

# Modules and names protocol 0-2 pickles written by Python 2 use.
_IMPORT_MAPPING = {'__builtin__': 'builtins', 'copy_reg': 'copyreg', 'UserDict': 'collections',
                   'UserList': 'collections'}


class _Mark(object):
    pass


class Unpickler(object):
    def __init__(self, file, *, fix_imports=True, encoding="ASCII", errors="strict", buffers=None):
        self._file = file
        self.encoding = encoding
        self.errors = errors
        self.memo = {}
        self.proto = 0

    def persistent_load(self, pid):
        raise _p.UnpicklingError("A load persistent id instruction was encountered, but no persistent_load "
                                 "function was specified.")

    def find_class(self, module, name):
        if self.proto < 3:
            module = _IMPORT_MAPPING.get(module, module)
        __import__(module)
        mod = sys.modules[module]
        if self.proto >= 4:
            obj = mod
            for part in name.split('.'):
                obj = getattr(obj, part)
            return obj
        return getattr(mod, name)

    def load(self):
        start = self._file.tell() if hasattr(self._file, 'seek') else None
        self._data = self._file.read()
        if not isinstance(self._data, (bytes, bytearray)):
            raise TypeError("a bytes-like object is required, not '%s'" % type(self._data).__name__)
        self._pos = 0
        self.stack = []
        self.metastack = []
        if not self._data:
            raise EOFError("Ran out of input")
        try:
            value = self._run()
        finally:
            if start is not None:
                self._file.seek(start + self._pos)
        return value

    def _run(self):
        dispatch = _DISPATCH
        data = self._data
        while True:
            if self._pos >= len(data):
                raise _p.UnpicklingError("pickle data was truncated")
            code = data[self._pos]
            self._pos += 1
            op = dispatch.get(code)
            if op is None:
                shown = chr(code) if 0x20 <= code < 0x7f else '\\x%02x' % code
                raise _p.UnpicklingError("invalid load key, '%s'." % shown)
            if op is _stop:
                if not self.stack:
                    raise _p.UnpicklingError("unpickling stack underflow")
                return self.stack.pop()
            op(self)

    # --- reading ---
    def _read(self, n):
        end = self._pos + n
        if n < 0 or end > len(self._data):
            raise _p.UnpicklingError("pickle data was truncated")
        chunk = self._data[self._pos:end]
        self._pos = end
        return chunk

    def _byte(self):
        return self._read(1)[0]

    def _uint(self, n):
        return int.from_bytes(self._read(n), 'little')

    def _readline(self):
        end = self._data.find(b'\n', self._pos)
        if end < 0:
            raise _p.UnpicklingError("pickle data was truncated")
        line = self._data[self._pos:end]
        self._pos = end + 1
        return line

    # --- the stack ---
    def _pop(self):
        if not self.stack:
            raise _p.UnpicklingError("unpickling stack underflow")
        return self.stack.pop()

    def _top(self):
        if not self.stack:
            raise _p.UnpicklingError("unpickling stack underflow")
        return self.stack[-1]

    def _pop_mark(self):
        if not self.metastack:
            raise _p.UnpicklingError("could not find MARK")
        items = self.stack
        self.stack = self.metastack.pop()
        return items

    def _memo_get(self, i):
        if i not in self.memo:
            raise _p.UnpicklingError("Memo value not found at index %d" % i)
        self.stack.append(self.memo[i])

    def _decode(self, data):
        if self.encoding == 'bytes':
            return data
        return data.decode(self.encoding, self.errors)


def _stop(u):
    pass


def _proto(u):
    proto = u._byte()
    if proto > _p.HIGHEST_PROTOCOL:
        raise ValueError("unsupported pickle protocol: %d" % proto)
    u.proto = proto


def _frame(u):
    u._uint(8)  # frames only group opcodes; the data is read straight through


def _mark(u):
    u.metastack.append(u.stack)
    u.stack = []


def _text_int(u):
    line = u._readline()
    if line == b'00':
        u.stack.append(False)
    elif line == b'01':
        u.stack.append(True)
    else:
        u.stack.append(int(line.decode('ascii')))


def _text_long(u):
    line = u._readline()
    if line.endswith(b'L'):
        line = line[:-1]
    u.stack.append(int(line.decode('ascii')))


def _long_n(n):
    def load(u):
        size = u._uint(n)
        if n == 4 and size >= 0x80000000:
            raise _p.UnpicklingError("LONG pickle has negative byte count")
        u.stack.append(int.from_bytes(u._read(size), 'little', signed=True))
    return load


def _text_float(u):
    u.stack.append(float(u._readline().decode('ascii')))


def _binfloat(u):
    u.stack.append(_pickle.unpack_double(u._read(8)))


def _text_string(u):
    data = u._readline().rstrip()
    if len(data) >= 2 and data[0] == data[-1] and data[0] in b'"\'':
        data = data[1:-1]
    else:
        raise _p.UnpicklingError("the STRING opcode argument must be quoted")
    u.stack.append(u._decode(data.decode('ascii').encode('latin1')))


def _counted(n, kind):
    def load(u):
        data = u._read(u._uint(n))
        if kind == 'str':
            u.stack.append(str(data, 'utf-8', 'surrogatepass'))
        elif kind == 'bytes':
            u.stack.append(bytes(data))
        elif kind == 'bytearray':
            u.stack.append(bytearray(data))
        else:
            u.stack.append(u._decode(data))
    return load


def _text_unicode(u):
    u.stack.append(str(u._readline(), 'raw-unicode-escape'))


def _push(value):
    def load(u):
        u.stack.append(value)
    return load


def _empty(factory):
    def load(u):
        u.stack.append(factory())
    return load


def _tuple(u):
    items = u._pop_mark()  # before u.stack is read: it replaces the stack
    u.stack.append(tuple(items))


def _tuple_n(n):
    def load(u):
        if len(u.stack) < n:
            raise _p.UnpicklingError("unpickling stack underflow")
        items = tuple(u.stack[len(u.stack) - n:])
        del u.stack[len(u.stack) - n:]
        u.stack.append(items)
    return load


def _list(u):
    items = u._pop_mark()
    u.stack.append(items)


def _dict(u):
    items = u._pop_mark()
    u.stack.append({items[i]: items[i + 1] for i in range(0, len(items) - 1, 2)})


def _frozenset(u):
    items = u._pop_mark()
    u.stack.append(frozenset(items))


def _append(u):
    value = u._pop()
    _extend(u._top(), [value])


def _appends(u):
    items = u._pop_mark()
    _extend(u._top(), items)


def _extend(target, items):
    if type(target) is list:
        target.extend(items)
        return
    extend = getattr(target, 'extend', None)
    if extend is not None:
        extend(items)
    else:
        for x in items:
            target.append(x)


def _setitem(u):
    value = u._pop()
    key = u._pop()
    u._top()[key] = value


def _setitems(u):
    items = u._pop_mark()
    target = u._top()
    for i in range(0, len(items) - 1, 2):
        target[items[i]] = items[i + 1]


def _additems(u):
    items = u._pop_mark()
    target = u._top()
    if isinstance(target, set):
        target.update(items)
    else:
        for x in items:
            target.add(x)


def _pop_op(u):
    if u.stack:
        u.stack.pop()
    else:
        u._pop_mark()


def _pop_mark_op(u):
    u._pop_mark()


def _dup(u):
    u.stack.append(u._top())


def _get_text(u):
    u._memo_get(int(u._readline().decode('ascii')))


def _get_n(n):
    def load(u):
        u._memo_get(u._uint(n))
    return load


def _put_text(u):
    i = int(u._readline().decode('ascii'))
    if i < 0:
        raise ValueError("negative PUT argument")
    u.memo[i] = u._top()


def _put_n(n):
    def load(u):
        u.memo[u._uint(n)] = u._top()
    return load


def _memoize(u):
    u.memo[len(u.memo)] = u._top()


def _global(u):
    module = u._readline().decode('utf-8')
    name = u._readline().decode('utf-8')
    u.stack.append(u.find_class(module, name))


def _stack_global(u):
    name = u._pop()
    module = u._pop()
    if type(name) is not str or type(module) is not str:
        raise _p.UnpicklingError("STACK_GLOBAL requires str")
    u.stack.append(u.find_class(module, name))


def _reduce(u):
    args = u._pop()
    func = u._pop()
    if not isinstance(args, tuple):
        raise _p.UnpicklingError("REDUCE argument must be a tuple")
    u.stack.append(func(*args))


def _newobj(u):
    args = u._pop()
    cls = u._pop()
    if not isinstance(cls, type):
        raise _p.UnpicklingError("NEWOBJ class argument isn't a type object")
    if not isinstance(args, tuple):
        raise _p.UnpicklingError("NEWOBJ expected an arg tuple.")
    u.stack.append(cls.__new__(cls, *args))


def _newobj_ex(u):
    kwargs = u._pop()
    args = u._pop()
    cls = u._pop()
    u.stack.append(cls.__new__(cls, *args, **kwargs))


def _obj(u):
    args = u._pop_mark()
    if not args:
        raise _p.UnpicklingError("unpickling stack underflow")
    cls = args.pop(0)
    _instantiate(u, cls, args)


def _inst(u):
    module = u._readline().decode('ascii')
    name = u._readline().decode('ascii')
    args = u._pop_mark()
    _instantiate(u, u.find_class(module, name), args)


def _instantiate(u, cls, args):
    if args or not isinstance(cls, type) or hasattr(cls, '__getinitargs__'):
        u.stack.append(cls(*args))
    else:
        u.stack.append(cls.__new__(cls))


def _build(u):
    state = u._pop()
    inst = u._top()
    setstate = getattr(inst, '__setstate__', None)
    if setstate is not None:
        setstate(state)
        return
    slotstate = None
    if isinstance(state, tuple) and len(state) == 2:
        state, slotstate = state
    if state:
        inst.__dict__.update(state)
    if slotstate:
        for k, v in slotstate.items():
            setattr(inst, k, v)


def _persid(u):
    u.stack.append(u.persistent_load(u._readline().decode('ascii')))


def _binpersid(u):
    u.stack.append(u.persistent_load(u._pop()))


def _ext(n):
    def load(u):
        raise ValueError("unregistered extension code %d" % u._uint(n))
    return load


def _buffer(u):
    raise _p.UnpicklingError("pickle stream refers to out-of-band data but no *buffers* argument was given")


def _readonly_buffer(u):
    pass


_DISPATCH = {
    ord('.'): _stop, 0x80: _proto, 0x95: _frame, ord('('): _mark, ord('0'): _pop_op, ord('1'): _pop_mark_op,
    ord('2'): _dup, ord('I'): _text_int, ord('L'): _text_long, ord('J'): None, ord('K'): None, ord('M'): None,
    0x8a: _long_n(1), 0x8b: _long_n(4), ord('F'): _text_float, ord('G'): _binfloat, ord('S'): _text_string,
    ord('T'): _counted(4, 'string'), ord('U'): _counted(1, 'string'), ord('V'): _text_unicode,
    ord('X'): _counted(4, 'str'), 0x8c: _counted(1, 'str'), 0x8d: _counted(8, 'str'),
    ord('B'): _counted(4, 'bytes'), ord('C'): _counted(1, 'bytes'), 0x8e: _counted(8, 'bytes'),
    0x96: _counted(8, 'bytearray'), ord('N'): _push(None), 0x88: _push(True), 0x89: _push(False),
    ord(')'): _empty(tuple), ord(']'): _empty(list), ord('}'): _empty(dict), 0x8f: _empty(set),
    ord('t'): _tuple, 0x85: _tuple_n(1), 0x86: _tuple_n(2), 0x87: _tuple_n(3), ord('l'): _list, ord('d'): _dict,
    0x91: _frozenset, ord('a'): _append, ord('e'): _appends, ord('s'): _setitem, ord('u'): _setitems,
    0x90: _additems, ord('g'): _get_text, ord('h'): _get_n(1), ord('j'): _get_n(4), ord('p'): _put_text,
    ord('q'): _put_n(1), ord('r'): _put_n(4), 0x94: _memoize, ord('c'): _global, 0x93: _stack_global,
    ord('R'): _reduce, 0x81: _newobj, 0x92: _newobj_ex, ord('o'): _obj, ord('i'): _inst, ord('b'): _build,
    ord('P'): _persid, ord('Q'): _binpersid, 0x82: _ext(1), 0x83: _ext(2), 0x84: _ext(4), 0x97: _buffer,
    0x98: _readonly_buffer,
}


def _fixed_int(n, signed):
    def load(u):
        u.stack.append(int.from_bytes(u._read(n), 'little', signed=signed))
    return load


_DISPATCH[ord('J')] = _fixed_int(4, True)
_DISPATCH[ord('K')] = _fixed_int(1, False)
_DISPATCH[ord('M')] = _fixed_int(2, False)
)PY";

const char* kCopyregSource = R"PY(
# copyreg: the helpers pickles name (copyreg.__newobj__, _reconstructor)
# and the dispatch table pickle consults first.
dispatch_table = {}


def pickle(ob_type, pickle_function, constructor_ob=None):
    if not callable(pickle_function):
        raise TypeError("reduction functions must be callable")
    dispatch_table[ob_type] = pickle_function


def constructor(object):
    if not callable(object):
        raise TypeError("constructors must be callable")


def __newobj__(cls, *args):
    return cls.__new__(cls, *args)


def __newobj_ex__(cls, args, kwargs):
    return cls.__new__(cls, *args, **kwargs)


def _reconstructor(cls, base, state):
    if base is object:
        obj = object.__new__(cls)
    else:
        obj = base.__new__(cls, state)
        if base.__init__ != object.__init__:
            base.__init__(obj, state)
    return obj


def _slotnames(cls):
    names = []
    for c in cls.__mro__:
        slots = c.__dict__.get('__slots__') if hasattr(c, '__dict__') else None
        if slots is None:
            continue
        if isinstance(slots, str):
            slots = (slots,)
        for name in slots:
            if name in ('__dict__', '__weakref__'):
                continue
            if name.startswith('__') and not name.endswith('__'):
                stripped = c.__name__.lstrip('_')
                name = '_%s%s' % (stripped, name) if stripped else name
            names.append(name)
    return names
)PY";

const char* kCodecsSource = R"PY(
# codecs.encode/decode for str and bytes (the text encodings str.encode and
# bytes.decode know); protocol 2 pickles name _codecs.encode for bytes.
def encode(obj, encoding='utf-8', errors='strict'):
    return obj.encode(encoding, errors)


def decode(obj, encoding='utf-8', errors='strict'):
    return obj.decode(encoding, errors)
)PY";

}  // namespace ts::py
