// ===--- stdlib_inspect_py.cpp - Python's inspect module ------------------=== //
// signature() with Parameter/Signature as CPython 3.11 prints them, the is*
// predicates, getmembers, getdoc/cleandoc, getmro, getfullargspec, over the
// native `_inspect` (stdlib_inspect.cpp).
namespace ts::py {

extern const char* kInspectSource;
const char* kInspectSource = R"PY(
import _inspect
import enum
import types
from collections import OrderedDict, namedtuple


class _empty:
    """Marker object for Signature.empty and Parameter.empty."""


class _void:
    """A private marker - used in Parameter & Signature."""


class _ParameterKind(enum.IntEnum):
    POSITIONAL_ONLY = 0
    POSITIONAL_OR_KEYWORD = 1
    VAR_POSITIONAL = 2
    KEYWORD_ONLY = 3
    VAR_KEYWORD = 4

    def __str__(self):
        return self._name_

    @property
    def description(self):
        return _PARAM_DESCRIPTIONS[self]

_PARAM_DESCRIPTIONS = {
    _ParameterKind.POSITIONAL_ONLY: "positional-only",
    _ParameterKind.POSITIONAL_OR_KEYWORD: "positional or keyword",
    _ParameterKind.VAR_POSITIONAL: "variadic positional",
    _ParameterKind.KEYWORD_ONLY: "keyword-only",
    _ParameterKind.VAR_KEYWORD: "variadic keyword",
}


def formatannotation(annotation, base_module=None):
    if getattr(annotation, "__module__", None) == "typing":
        return repr(annotation).replace("typing.", "")
    if isinstance(annotation, type):
        if annotation.__module__ in ("builtins", base_module):
            return annotation.__qualname__
        return annotation.__module__ + "." + annotation.__qualname__
    return repr(annotation)


class Parameter:
    POSITIONAL_ONLY = _ParameterKind.POSITIONAL_ONLY
    POSITIONAL_OR_KEYWORD = _ParameterKind.POSITIONAL_OR_KEYWORD
    VAR_POSITIONAL = _ParameterKind.VAR_POSITIONAL
    KEYWORD_ONLY = _ParameterKind.KEYWORD_ONLY
    VAR_KEYWORD = _ParameterKind.VAR_KEYWORD
    empty = _empty

    def __init__(self, name, kind, *, default=_empty, annotation=_empty):
        self._name = name
        self._kind = _ParameterKind(kind)
        self._default = default
        self._annotation = annotation

    @property
    def name(self):
        return self._name

    @property
    def default(self):
        return self._default

    @property
    def annotation(self):
        return self._annotation

    @property
    def kind(self):
        return self._kind

    def replace(self, *, name=_void, kind=_void, annotation=_void, default=_void):
        return type(self)(self._name if name is _void else name,
                          self._kind if kind is _void else kind,
                          default=self._default if default is _void else default,
                          annotation=self._annotation if annotation is _void else annotation)

    def __str__(self):
        kind = self._kind
        formatted = self._name
        if self._annotation is not _empty:
            formatted = "{}: {}".format(formatted, formatannotation(self._annotation))
        if self._default is not _empty:
            if self._annotation is not _empty:
                formatted = "{} = {}".format(formatted, repr(self._default))
            else:
                formatted = "{}={}".format(formatted, repr(self._default))
        if kind == _ParameterKind.VAR_POSITIONAL:
            formatted = "*" + formatted
        elif kind == _ParameterKind.VAR_KEYWORD:
            formatted = "**" + formatted
        return formatted

    def __repr__(self):
        return '<{} "{}">'.format(self.__class__.__name__, self)

    def __eq__(self, other):
        if not isinstance(other, Parameter):
            return NotImplemented
        return (self._name == other._name and self._kind == other._kind and
                self._default == other._default and self._annotation == other._annotation)

    def __hash__(self):
        return hash((self._name, self._kind, self._annotation, self._default))


class BoundArguments:
    def __init__(self, signature, arguments):
        self.arguments = arguments
        self._signature = signature

    @property
    def signature(self):
        return self._signature

    @property
    def args(self):
        args = []
        for name, param in self._signature.parameters.items():
            if param.kind in (_ParameterKind.VAR_KEYWORD, _ParameterKind.KEYWORD_ONLY):
                break
            if name not in self.arguments:
                break
            if param.kind == _ParameterKind.VAR_POSITIONAL:
                args.extend(self.arguments[name])
            else:
                args.append(self.arguments[name])
        return tuple(args)

    @property
    def kwargs(self):
        kwargs = {}
        started = False
        for name, param in self._signature.parameters.items():
            if not started:
                if param.kind in (_ParameterKind.VAR_KEYWORD, _ParameterKind.KEYWORD_ONLY):
                    started = True
                elif name not in self.arguments:
                    started = True
                    continue
            if not started or name not in self.arguments:
                continue
            if param.kind == _ParameterKind.VAR_KEYWORD:
                kwargs.update(self.arguments[name])
            else:
                kwargs[name] = self.arguments[name]
        return kwargs

    def apply_defaults(self):
        new_arguments = []
        for name, param in self._signature.parameters.items():
            if name in self.arguments:
                new_arguments.append((name, self.arguments[name]))
            elif param.default is not _empty:
                new_arguments.append((name, param.default))
            elif param.kind == _ParameterKind.VAR_POSITIONAL:
                new_arguments.append((name, ()))
            elif param.kind == _ParameterKind.VAR_KEYWORD:
                new_arguments.append((name, {}))
        self.arguments = dict(new_arguments)

    def __repr__(self):
        args = ["{}={!r}".format(k, v) for k, v in self.arguments.items()]
        return "<{} ({})>".format(self.__class__.__name__, ", ".join(args))


class Signature:
    empty = _empty

    def __init__(self, parameters=None, *, return_annotation=_empty):
        self._parameters = OrderedDict((p.name, p) for p in (parameters or ()))
        self._return_annotation = return_annotation

    @classmethod
    def from_callable(cls, obj, *, follow_wrapped=True):
        return signature(obj, follow_wrapped=follow_wrapped)

    @property
    def parameters(self):
        return types.MappingProxyType(self._parameters) if hasattr(types, "MappingProxyType") else self._parameters

    @property
    def return_annotation(self):
        return self._return_annotation

    def replace(self, *, parameters=_void, return_annotation=_void):
        if parameters is _void:
            parameters = self._parameters.values()
        if return_annotation is _void:
            return_annotation = self._return_annotation
        return type(self)(parameters, return_annotation=return_annotation)

    def _bind(self, args, kwargs, partial=False):
        arguments = {}
        params = list(self._parameters.values())
        i = 0
        args = list(args)
        kwargs = dict(kwargs)
        for param in params:
            if param.kind == _ParameterKind.VAR_POSITIONAL:
                arguments[param.name] = tuple(args[i:])
                i = len(args)
            elif param.kind in (_ParameterKind.POSITIONAL_ONLY, _ParameterKind.POSITIONAL_OR_KEYWORD) and i < len(args):
                if param.name in kwargs and param.kind != _ParameterKind.POSITIONAL_ONLY:
                    raise TypeError("multiple values for argument {!r}".format(param.name))
                arguments[param.name] = args[i]
                i += 1
            elif param.kind == _ParameterKind.VAR_KEYWORD:
                arguments[param.name] = kwargs
                kwargs = {}
            elif param.name in kwargs and param.kind != _ParameterKind.POSITIONAL_ONLY:
                arguments[param.name] = kwargs.pop(param.name)
            elif param.default is _empty and not partial:
                raise TypeError("missing a required argument: {!r}".format(param.name))
        if i < len(args):
            raise TypeError("too many positional arguments")
        if kwargs:
            raise TypeError("got an unexpected keyword argument {!r}".format(next(iter(kwargs))))
        return BoundArguments(self, arguments)

    def bind(self, *args, **kwargs):
        return self._bind(args, kwargs)

    def bind_partial(self, *args, **kwargs):
        return self._bind(args, kwargs, partial=True)

    def __str__(self):
        result = []
        render_pos_only_separator = False
        render_kw_only_separator = True
        for param in self._parameters.values():
            formatted = str(param)
            kind = param.kind
            if kind == _ParameterKind.POSITIONAL_ONLY:
                render_pos_only_separator = True
            elif render_pos_only_separator:
                result.append("/")
                render_pos_only_separator = False
            if kind == _ParameterKind.VAR_POSITIONAL:
                render_kw_only_separator = False
            elif kind == _ParameterKind.KEYWORD_ONLY and render_kw_only_separator:
                result.append("*")
                render_kw_only_separator = False
            result.append(formatted)
        if render_pos_only_separator:
            result.append("/")
        rendered = "({})".format(", ".join(result))
        if self._return_annotation is not _empty:
            rendered += " -> {}".format(formatannotation(self._return_annotation))
        return rendered

    def __repr__(self):
        return "<{} {}>".format(self.__class__.__name__, self)

    def __eq__(self, other):
        if not isinstance(other, Signature):
            return NotImplemented
        return (self._return_annotation == other._return_annotation and
                list(self._parameters.values()) == list(other._parameters.values()))


def _function_signature(func):
    annotations = getattr(func, "__annotations__", None) or {}
    params = []
    for name, kind, has_default, default in _inspect.params(func):
        params.append(Parameter(name, kind, default=default if has_default else _empty,
                                annotation=annotations.get(name, _empty)))
    return Signature(params, return_annotation=annotations.get("return", _empty))


def signature(obj, *, follow_wrapped=True, globals=None, locals=None, eval_str=False):
    if not callable(obj):
        raise TypeError("{!r} is not a callable object".format(obj))
    if follow_wrapped:
        while hasattr(obj, "__wrapped__") and not isinstance(obj, type):
            obj = obj.__wrapped__
    sig = getattr(obj, "__signature__", None) if not isinstance(obj, type) else None
    if sig is not None:
        return sig
    if isinstance(obj, types.MethodType):
        sig = signature(obj.__func__, follow_wrapped=follow_wrapped)
        params = list(sig.parameters.values())
        if not params or params[0].kind in (_ParameterKind.VAR_KEYWORD, _ParameterKind.KEYWORD_ONLY):
            raise ValueError("invalid method signature")
        if params[0].kind == _ParameterKind.VAR_POSITIONAL:
            return sig
        return sig.replace(parameters=params[1:])
    if isinstance(obj, types.FunctionType):
        return _function_signature(obj)
    if hasattr(obj, "func") and hasattr(obj, "keywords") and hasattr(obj, "args"):
        sig = signature(obj.func)
        params = list(sig.parameters.values())[len(obj.args):]
        out = []
        for p in params:
            if p.name in obj.keywords:
                p = p.replace(default=obj.keywords[p.name], kind=_ParameterKind.KEYWORD_ONLY)
            elif out and out[-1].kind == _ParameterKind.KEYWORD_ONLY and p.kind == _ParameterKind.POSITIONAL_OR_KEYWORD:
                p = p.replace(kind=_ParameterKind.KEYWORD_ONLY)
            out.append(p)
        return sig.replace(parameters=out)
    if isinstance(obj, type):
        for base in obj.__mro__:
            if "__init__" in base.__dict__ and isinstance(base.__dict__["__init__"], types.FunctionType):
                sig = _function_signature(base.__dict__["__init__"])
                return sig.replace(parameters=list(sig.parameters.values())[1:], return_annotation=_empty)
            if "__new__" in base.__dict__ and isinstance(base.__dict__["__new__"], types.FunctionType):
                sig = _function_signature(base.__dict__["__new__"])
                return sig.replace(parameters=list(sig.parameters.values())[1:])
        return Signature([])
    call = getattr(type(obj), "__call__", None)
    if isinstance(call, types.FunctionType):
        sig = _function_signature(call)
        return sig.replace(parameters=list(sig.parameters.values())[1:])
    raise ValueError("no signature found for builtin {!r}".format(obj))


FullArgSpec = namedtuple("FullArgSpec", "args, varargs, varkw, defaults, kwonlyargs, kwonlydefaults, annotations")


def getfullargspec(func):
    sig = signature(func, follow_wrapped=False)
    args, varargs, varkw, kwonlyargs = [], None, None, []
    defaults, kwdefaults = (), {}
    for p in sig.parameters.values():
        if p.kind in (_ParameterKind.POSITIONAL_ONLY, _ParameterKind.POSITIONAL_OR_KEYWORD):
            args.append(p.name)
            if p.default is not _empty:
                defaults += (p.default,)
        elif p.kind == _ParameterKind.VAR_POSITIONAL:
            varargs = p.name
        elif p.kind == _ParameterKind.KEYWORD_ONLY:
            kwonlyargs.append(p.name)
            if p.default is not _empty:
                kwdefaults[p.name] = p.default
        else:
            varkw = p.name
    annotations = dict(getattr(func, "__annotations__", None) or {})
    return FullArgSpec(args, varargs, varkw, defaults or None, kwonlyargs, kwdefaults or None, annotations)


def isclass(obj):
    return isinstance(obj, type)

def isfunction(obj):
    return isinstance(obj, types.FunctionType)

def ismethod(obj):
    return isinstance(obj, types.MethodType)

def isbuiltin(obj):
    return isinstance(obj, types.BuiltinFunctionType)

def isroutine(obj):
    return isbuiltin(obj) or isfunction(obj) or ismethod(obj)

def ismodule(obj):
    return isinstance(obj, types.ModuleType)

def isgeneratorfunction(obj):
    while ismethod(obj):
        obj = obj.__func__
    return _inspect.is_generator(obj)

GEN_CREATED = 'GEN_CREATED'
GEN_RUNNING = 'GEN_RUNNING'
GEN_SUSPENDED = 'GEN_SUSPENDED'
GEN_CLOSED = 'GEN_CLOSED'


def getgeneratorstate(generator):
    return _inspect.generator_state(generator)

def isgenerator(obj):
    return isinstance(obj, types.GeneratorType)

def iscoroutinefunction(obj):
    return False

def isawaitable(obj):
    return False

def isabstract(obj):
    return bool(getattr(obj, "__abstractmethods__", False))

def isdatadescriptor(obj):
    if isclass(obj) or ismethod(obj) or isfunction(obj):
        return False
    tp = type(obj)
    return hasattr(tp, "__set__") or hasattr(tp, "__delete__")

def getmro(cls):
    return cls.__mro__

def getmembers(obj, predicate=None):
    results = []
    names = dir(obj)
    for key in names:
        try:
            value = getattr(obj, key)
        except AttributeError:
            continue
        if not predicate or predicate(value):
            results.append((key, value))
    results.sort(key=lambda pair: pair[0])
    return results

def cleandoc(doc):
    lines = doc.expandtabs().split("\n")
    margin = None
    for line in lines[1:]:
        content = len(line.lstrip())
        if content:
            indent = len(line) - content
            margin = indent if margin is None else min(margin, indent)
    if lines:
        lines[0] = lines[0].lstrip()
    if margin is not None:
        for i in range(1, len(lines)):
            lines[i] = lines[i][margin:]
    while lines and not lines[-1]:
        lines.pop()
    while lines and not lines[0]:
        lines.pop(0)
    return "\n".join(lines)

def getdoc(obj):
    try:
        doc = obj.__doc__
    except AttributeError:
        return None
    if not isinstance(doc, str):
        return None
    return cleandoc(doc)

def unwrap(func, *, stop=None):
    while hasattr(func, "__wrapped__") and not (stop and stop(func)):
        func = func.__wrapped__
    return func

def getmodule(obj):
    import sys
    return sys.modules.get(getattr(obj, "__module__", None))
)PY";

}  // namespace ts::py
