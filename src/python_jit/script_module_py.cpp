// ===--- script_module_py.cpp - torch.jit._script and module entries ------=== //
// RecursiveScriptModule as Python source run by the evaluator (PyTorch's
// torch/jit/_script.py, trimmed to what this project has; Note [Script module
// wrappers]), and the torch.jit entries for modules: script of instances,
// save, load.
#include "python/builtins.h"
#include "python/eval.h"
#include "python/interpreter_impl.h"
#include "python_jit/boundary.h"
#include "python_jit/jit_module.h"
#include "python_jit/jit_state.h"
#include "python_jit/script_module.h"
#include "python_jit/script_objects.h"
#include "serialization/jit_services.h"

namespace ts::py {
namespace {

const char* kScriptPy = R"PY(
import copy
from collections import namedtuple
from typing import Iterator
import torch
from torch.nn import Module

# torch.jit.Attribute(value, type): the attribute's value with its script type.
Attribute = namedtuple("Attribute", ["value", "type"])


def script_method(fn):
    # @torch.jit.script_method: compiled when the ScriptModule is constructed.
    fn._torchscript_modifier = "script_method"
    return fn


class optimized_execution:
    # torch.jit.optimized_execution(should_optimize): there is one executor here.
    def __init__(self, should_optimize):
        self.should_optimize = should_optimize

    def __enter__(self):
        pass

    def __exit__(self, *args):
        pass


# The fuser controls (torch/jit/_fuser.py): there is one executor and no
# fusion backend to switch, so they keep PyTorch's state and messages only.
_fusion_strategy = [("STATIC", 2), ("DYNAMIC", 10)]


def set_fusion_strategy(strategy):
    global _fusion_strategy
    old, _fusion_strategy = _fusion_strategy, list(strategy)
    return old


def enable_onednn_fusion(enabled):
    pass  # no oneDNN Graph backend: onednn_fusion_enabled() stays False, as in a build without it


def onednn_fusion_enabled():
    return False


class fuser:
    def __init__(self, name):
        if name not in ("fuser0", "fuser1", "fuser2", "fuser3", "none"):
            raise Exception(f"unrecognized fuser option (name: {name})")

    def __enter__(self):
        pass

    def __exit__(self, *args):
        pass


def run_frozen_optimizations(mod, optimize_numerics=True, preserved_methods=None):
    pass  # torch.jit.freeze already ran them


def set_module(obj, mod):
    if not isinstance(mod, str):
        raise TypeError("The mod argument should be a string")
    obj.__module__ = mod


class ScriptWarning(Warning):
    pass


class strict_fusion:
    def __init__(self):
        import warnings
        if not torch.jit.is_scripting():
            warnings.warn("Only works in script mode")

    def __enter__(self):
        pass

    def __exit__(self, type, value, tb):
        pass


class ScriptModule(Module):
    # PyTorch's ScriptMeta, as __init_subclass__ (Note [ScriptModule subclasses]):
    # the script methods leave the class, and __init__ scripts the instance
    # once the most derived class's __init__ has run; attribute access then
    # goes to the script module.
    def __init__(self):
        super().__init__()

    def __init_subclass__(cls, **kwargs):
        if cls.__dict__.get("_disable_script_meta", False):
            return
        # They stay reachable in _script_methods (PyTorch's cls._methods): their
        # globals and evaluated default arguments are the compiler's.
        methods = {}
        for k, v in list(cls.__dict__.items()):
            if getattr(v, "_torchscript_modifier", None) == "script_method":
                methods[k] = v
                delattr(cls, k)
        cls._script_methods = methods
        original_init = cls.__init__

        def init_then_script(self, *args, **kwargs):
            original_init(self, *args, **kwargs)
            if type(self) is cls or type(self).__dict__.get("_defined_base") is cls:
                actual = torch.jit.script(self)
                for name in list(self.__dict__.keys()):
                    if name in ("_parameters", "_buffers", "_modules") or actual._c.hasattr(name):
                        del self.__dict__[name]
                self.__dict__["_actual_script_module"] = actual

        cls.__init__ = init_then_script

    @property
    def forward(self):
        return self.__getattr__("forward")

    # Note [ScriptModule.define]: PyTorch compiles the methods of `src` with
    # the instance's other script methods (one type per instance). Here the
    # instance moves to a subclass of its class whose body holds every source
    # defined so far as @script_method's; the class's __init__ scripts it as
    # usual. A bare ScriptModule() has no __init__ still to run: it is
    # scripted now, and again after each further define.
    def define(self, src):
        import textwrap
        cls = type(self)
        base = cls.__dict__.get("_defined_base", cls)
        sources = list(cls.__dict__.get("_defined_sources", [])) + [textwrap.dedent(src).strip("\n")]
        if "_actual_script_module" in self.__dict__ and base is not ScriptModule:
            raise RuntimeError("ScriptModule.define after the module was constructed is not supported; "
                               "call self.define in __init__")
        body = "\n".join(textwrap.indent("@torch.jit.script_method\n" + s, "    ") for s in sources)
        import typing
        ns = {n: getattr(typing, n) for n in ("Any", "Dict", "List", "Optional", "Tuple", "Union")}
        ns.update(torch.jit._caller_globals(1))
        ns["torch"] = torch
        ns["Tensor"] = torch.Tensor
        ns["_define_base"] = base
        exec("class " + base.__name__ + "(_define_base):\n" + body + "\n", ns)
        sub = ns[base.__name__]
        sub._defined_base = base
        sub._defined_sources = sources
        sub.__module__ = base.__module__
        self.__dict__.pop("_actual_script_module", None)
        self.__class__ = sub
        if base is ScriptModule:
            self.__dict__["_actual_script_module"] = torch.jit.script(self)

    def __getattr__(self, attr):
        if "_actual_script_module" in self.__dict__:
            return getattr(self.__dict__["_actual_script_module"], attr)
        return super().__getattr__(attr)

    def __setattr__(self, attr, value):
        if "_actual_script_module" in self.__dict__:
            return setattr(self.__dict__["_actual_script_module"], attr, value)
        # The old API: an Attribute's type becomes the class annotation and
        # the module holds its value.
        if isinstance(value, Attribute):
            if "__annotations__" not in self.__class__.__dict__:
                self.__class__.__annotations__ = {}
            self.__class__.__annotations__[attr] = value.type
            value = value.value
        return super().__setattr__(attr, value)


class _SlotDict:
    # A live view of a script module's parameters (kind 1) or buffers (kind 2),
    # PyTorch's OrderedDictWrapper over torch._C.ParameterDict.
    def __init__(self, c, kind):
        self._c = c
        self._kind = kind

    def items(self):
        return self._c._slot_items(self._kind)

    def keys(self):
        return [k for k, v in self.items()]

    def values(self):
        return [v for k, v in self.items()]

    def __len__(self):
        return len(self.items())

    def __iter__(self):
        return iter(self.keys())

    def __contains__(self, k):
        return k in self.keys()

    def __getitem__(self, k):
        for name, v in self.items():
            if name == k:
                return v
        raise KeyError(k)

    def get(self, k, default=None):
        return self[k] if k in self else default

    def __setitem__(self, k, v):
        if k not in self:
            raise RuntimeError("Can't add a new parameter after ScriptModule construction."
                               " Tried to add '" + k + "")
        self._c.setattr(k, v)

    def __delitem__(self, k):
        raise RuntimeError("cannot delete methods or parameters of a script module")


class _ModuleDict:
    # PyTorch's OrderedModuleDict: the Python wrappers of the submodules.
    def __init__(self, c, python_dict):
        self._c = c
        self._python_modules = python_dict

    def items(self):
        return list(self._python_modules.items())

    def keys(self):
        return list(self._python_modules.keys())

    def values(self):
        return list(self._python_modules.values())

    def __len__(self):
        return len(self._python_modules)

    def __iter__(self):
        return iter(self._python_modules)

    def __contains__(self, k):
        return k in self._python_modules

    def __getitem__(self, k):
        return self._python_modules[k]

    def get(self, k, default=None):
        return self._python_modules.get(k, default)

    def __setitem__(self, k, v):
        # Only a script module can replace a submodule (one of an interface
        # type, or of the same type): the compiled code calls it.
        if isinstance(v, ScriptModule):
            self._c.setattr(k, v)
            self._python_modules[k] = v
        else:
            raise RuntimeError("Cannot re-assign modules in a ScriptModule with non-scripted module, tried to replace existing module '{}': {}".format(k, v))

    def __delitem__(self, k):
        raise RuntimeError("cannot delete methods or parameters of a script module")


class RecursiveScriptModule(ScriptModule):
    _disable_script_meta = True

    def __init__(self, cpp_module):
        self.__dict__["_initializing"] = True
        self._c = cpp_module
        super().__init__()
        delattr(self, "training")

    @staticmethod
    def _construct(cpp_module, submodules):
        m = RecursiveScriptModule(cpp_module)
        modules = {}
        for name, sub in submodules:
            modules[name] = sub
        m._parameters = _SlotDict(cpp_module, 1)
        m._buffers = _SlotDict(cpp_module, 2)
        m._modules = _ModuleDict(cpp_module, modules)
        m._initializing = False
        # A script method named like an nn.Module method (an exported
        # _save_to_state_dict) shadows it, as PyTorch binds every method on
        # the instance.
        for name in cpp_module._method_names():
            if not name.startswith("__") and name != "forward" and hasattr(RecursiveScriptModule, name):
                m.__dict__[name] = cpp_module._get_method(name)
        return m

    @property
    def forward(self):
        if self._c._container() == 2 and not self._c._has_method("forward"):
            return self._sequential_forward
        return self.__getattr__("forward")

    def _sequential_forward(self, input):
        for module in self._modules.values():
            input = module(input)
        return input

    # Script containers index, iterate and measure like their Python originals;
    # other script modules forward to a script method of that name, as
    # PyTorch's forward_magic_method does (NotImplementedError without one).
    def _forward_magic(self, name, *args):
        if self._c._has_method(name):
            return self._c._get_method(name)(*args)
        raise NotImplementedError()

    # Note [Scripted containers index the original]: PyTorch copies the
    # containers' Python __getitem__/__iter__/__len__/__contains__ bound to
    # the nn.Module that was scripted, so they yield its Python submodules
    # (seq[0] is the original Linear); a loaded module has no original.
    def __getitem__(self, idx):
        original = self.__dict__.get("_python_container")
        if original is not None:
            return original[idx]
        if self._c._container() == 0:
            return self._forward_magic("__getitem__", idx)
        if self._c._container() == 3:
            return self._modules[idx]
        return list(self._modules.values())[idx]

    def __len__(self):
        original = self.__dict__.get("_python_container")
        if original is not None:
            return len(original)
        if self._c._container() == 0:
            return self._forward_magic("__len__")
        return len(self._modules)

    def __iter__(self):
        original = self.__dict__.get("_python_container")
        if original is not None:
            return iter(original)
        if self._c._container() == 0:
            return self._forward_magic("__iter__")
        if self._c._container() == 3:
            return iter(self._modules.keys())
        return iter(self._modules.values())

    def __bool__(self):
        return self._c._container() == 0 or len(self._modules) > 0

    def __contains__(self, key):
        original = self.__dict__.get("_python_container")
        if original is not None:
            return key in original
        if self._c._container() == 0:
            return self._forward_magic("__contains__", key)
        if self._c._container() == 3:
            return key in self._modules
        return key in list(self._modules.values())

    @property
    def graph(self):
        return self.forward.graph

    @property
    def inlined_graph(self):
        return self.forward.inlined_graph

    @property
    def code(self):
        return self.forward.code

    @property
    def original_name(self):
        return self._c._original_name()

    def graph_for(self, *args, **kwargs):
        return self.forward.graph

    def save(self, f, **kwargs):
        return self._c.save(str(f), **kwargs)

    def save_to_buffer(self, **kwargs):
        return self._c.save_to_buffer(**kwargs)

    def extra_repr(self):
        return "original_name={}".format(self.original_name)

    def __getattr__(self, attr):
        if "_initializing" not in self.__dict__:
            raise RuntimeError("ScriptModule has not been initialized, did you forget to call super's init?")
        if self._initializing:
            return super().__getattr__(attr)
        if attr in self._modules:
            return self._modules[attr]
        if self._c.hasattr(attr):
            return self._c.getattr(attr)
        if self._c._has_method(attr):
            method = self._c._get_method(attr)
            self.__dict__[attr] = method
            return method
        return super().__getattr__(attr)

    def __setattr__(self, attr, value):
        if self._initializing:
            return super().__setattr__(attr, value)
        if attr in self._modules:
            self._modules[attr] = value
        elif self._c.hasattr(attr) or attr in self._c._constant_names():
            self._c.setattr(attr, value)
        else:
            return super().__setattr__(attr, value)

    def __copy__(self):
        return _wrap(copy.copy(self._c))

    def __deepcopy__(self, memo):
        return _wrap(self._c.__deepcopy__(memo))

    def __reduce_ex__(self, proto):
        # pickle and torch.save: PyTorch's C++ module has no __getstate__.
        raise RuntimeError("Tried to serialize object " + self._c._qualified_name() +
                           " which does not have a __getstate__ method defined!")

    # nn.Module's dir (class, instance dict, parameters, submodules,
    # buffers) with the script methods, unless script code defines __dir__.
    def __dir__(self):
        if self._c._has_method("__dir__"):
            return self._c._get_method("__dir__")()
        return sorted(set(super().__dir__()) | set(self._c._method_names()))


class TracedModule(RecursiveScriptModule):
    # torch.jit.trace's modules: the same object model, PyTorch's class names;
    # as PyTorch's TracedModule is no container, it has none of their protocols.
    _disable_script_meta = True

    def __getitem__(self, idx):
        raise TypeError("'" + type(self).__name__ + "' object is not subscriptable")

    def __len__(self):
        raise TypeError("object of type '" + type(self).__name__ + "' has no len()")

    def __iter__(self):
        raise TypeError("'" + type(self).__name__ + "' object is not iterable")

    def __contains__(self, key):
        raise TypeError("argument of type '" + type(self).__name__ + "' is not iterable")

    def __getattr__(self, attr):
        # PyTorch's TracedModule forwards to the RecursiveScriptModule it
        # wraps, so a missing attribute is reported by that class's name.
        try:
            return super().__getattr__(attr)
        except AttributeError as e:
            if str(e) != "'" + type(self).__name__ + "' object has no attribute '" + attr + "'":
                raise
        raise AttributeError("'RecursiveScriptModule' object has no attribute '" + attr + "'")


class TopLevelTracedModule(TracedModule):
    _disable_script_meta = True


def _wrap(c):
    return RecursiveScriptModule._construct(c, [(name, _wrap(sub)) for name, sub in c._submodules()])


def _bind(fn, obj):
    def bound(*args, **kwargs):
        return fn(obj, *args, **kwargs)
    return bound


def _copy_python_methods(script_module, nn_module):
    # @torch.jit.ignore'd and @torch.jit.unused methods stay callable from
    # Python on the script module, bound to it (PyTorch's create_script_module).
    from torch.nn import ModuleDict, ModuleList, Sequential
    if isinstance(nn_module, (Sequential, ModuleList, ModuleDict)):
        script_module.__dict__["_python_container"] = nn_module
    for name in dir(type(nn_module)):
        if name.startswith("__"):
            continue
        item = getattr(type(nn_module), name, None)
        if getattr(item, "_torchscript_modifier", None) in ("ignore", "unused") and callable(item):
            script_module.__dict__[name] = _bind(item, script_module)
)PY";

void initScriptPy(Interp& in, PyModule& m) { runSourceModule(in, m, m.name, kScriptPy); }

IValue jitSave(Interp& in, Args& a, PyObject*) {
  if (a.n < 2) in.raise(in.e.TypeError, "save() missing required arguments: 'm' and 'f'");
  // A stream (io.BytesIO, an open file) gets m.save_to_buffer(), as in PyTorch.
  IValue write;
  bool stream = getAttrOpt(in, a[1], "write", write);
  IValue save = getAttr(in, a[0], stream ? "save_to_buffer" : "save");
  std::vector<KwArg> kws(a.kw, a.kw + a.nkw);
  IValue path = IValue(toStr(in, a[1]));
  Args b;
  b.pos = &path;
  b.n = stream ? 0 : 1;
  b.kw = kws.data();
  b.nkw = kws.size();
  IValue result = call(in, save, b);
  return stream ? call(in, write, {result}) : result;
}

/// torch.jit.load(f, map_location=None, _extra_files=None).
IValue jitLoad(Interp& in, Args& a, PyObject*) {
  checkArgs(in, a, "load", 1, 3);
  // A stream is read from its current position, as PyTorch reads f.read().
  IValue read;
  bool stream = getAttrOpt(in, a[0], "read", read);
  std::string source;
  if (stream) {
    IValue data = call(in, read, {});
    if (!isBytes(data)) in.raise(in.e.TypeError, "torch.jit.load: the stream's read() must return bytes");
    source = data.toStr();
    if (source.empty()) in.raise(in.e.RuntimeError, "istream reader failed: getting the current position.");
  } else {
    source = toStr(in, a[0]);
  }
  IValue* extra_arg = a.kwarg("_extra_files");
  if (!extra_arg && a.n > 2) extra_arg = &a.pos[2];
  IValue extra;
  auto* py_extra = extra_arg ? asPyT<PyDict>(*extra_arg) : nullptr;
  if (py_extra) {
    extra = IValue(makeRef<DictObj>(Type::str_(), Type::str_()));
    py_extra->forEach([&](const IValue& k, const IValue&) { extra.toDict()->insert(IValue(toStr(in, k)), IValue(std::string())); });
  }
  Program& p = JitState::of(in).session.root();
  IValue module;
  try {
    module = stream ? loadArchive(p, ModuleArchive::fromBytes(std::move(source)), extra) : loadFile(p, source, extra);
  } catch (const Error& e) {
    throw convertError(in, e);
  }
  if (py_extra)
    for (auto& [k, v] : extra.toDict()->entries) py_extra->set(in, k, makeBytes(v.toStr()));
  return wrapScriptModule(in, module);
}

}  // namespace

void installScriptModules(Interp& in) {
  in.registerModule("torch.jit._script", initScriptPy);
  setScriptInstanceHook(in, scriptModuleInstance);
}

void addScriptModuleEntries(Interp& in, PyModule& jit) {
  jit.dict->set(in, in.intern("save"), in.native("save", jitSave));
  jit.dict->set(in, in.intern("load"), in.native("load", jitLoad));
  // RecursiveScriptModule is an nn.Module: without torch.nn (an Interp
  // with torch.jit only) there are no script modules.
  if (!in.hasModule("torch.nn")) return;
  IValue script = in.importModule("torch.jit._script");
  for (const char* name : {"ScriptModule", "RecursiveScriptModule", "Attribute", "TracedModule",
                           "TopLevelTracedModule", "script_method", "optimized_execution", "set_fusion_strategy",
                           "enable_onednn_fusion", "onednn_fusion_enabled", "fuser", "run_frozen_optimizations",
                           "set_module", "ScriptWarning", "strict_fusion", "Iterator"})
    jit.dict->set(in, in.intern(name), getAttr(in, script, name));
  jit.dict->set(in, in.intern("_script"), script);
}

}  // namespace ts::py
