// ===--- numpy_install.cpp - the numpy module and torch's numpy bridge ---=== //
// Registers `numpy` (its Python sources run in order into one module:
// dtypes, ndarray, reductions, functions, printing), `numpy.random`,
// `numpy.linalg` and the native helpers (with default_rng's PCG64), and gives torch from_numpy and
// Tensor.numpy, which share the array's tensor (Note [ndarray over a tensor]).
#include "python/interp.h"
#include "python/interpreter_impl.h"
#include "python_torch/bridge_state.h"

namespace ts::py {

extern const char* kNumpyDtypesSource;
extern const char* kNumpyNdarraySource;
extern const char* kNumpyReduceSource;
extern const char* kNumpyFuncsSource;
extern const char* kNumpyPrintSource;
extern const char* kNumpyRandomSource;
extern const char* kNumpyGeneratorSource;
void registerNumpyNative(Interp& in);  // numpy_native.cpp
void registerNumpyPcg64(Interp& in);   // numpy_pcg64.cpp

namespace {

const char* kNumpyTailPy = R"PY(
__version__ = "1.24.2"
ndarray.__module__ = "numpy"
import numpy.random as random
import numpy.linalg as linalg
)PY";

const char* kNumpyLinalgPy = R"PY(
import torch as _torch
import numpy as _np


class LinAlgError(ValueError):
    pass


def _f(a):
    a = _np.asarray(a)
    return a._t.to(_torch.float64) if a.dtype.kind in "biu" else a._t


def norm(x, ord=None, axis=None, keepdims=False):
    t = _f(x)
    if ord is None and axis is None:
        return _np._result(_torch.sqrt(_np._sum_t(t * t, tuple(range(t.dim())))))
    return _np._result(_torch.linalg.norm(t, ord, axis, keepdims))


def inv(a):
    return _np._wrap(_torch.linalg.inv(_f(a)))


def det(a):
    return _np._result(_torch.linalg.det(_f(a)))


def solve(a, b):
    return _np._wrap(_torch.linalg.solve(_f(a), _f(b)))


def pinv(a):
    return _np._wrap(_torch.linalg.pinv(_f(a)))


def matrix_rank(a):
    return _np._result(_torch.linalg.matrix_rank(_f(a)))
)PY";

// torch.from_numpy and Tensor.numpy: the same storage on both sides.
const char* kTorchNumpyPy = R"PY(
def from_numpy(a):
    import numpy
    if not isinstance(a, numpy.ndarray):
        raise TypeError("expected np.ndarray (got " + type(a).__name__ + ")")
    return a._t.detach()


def _tensor_numpy(self, *, force=False):
    if self.requires_grad and not force:
        raise RuntimeError("Can't call numpy() on Tensor that requires grad. Use tensor.detach().numpy() instead.")
    import numpy
    return numpy._wrap(self.detach())


Tensor.numpy = _tensor_numpy
Tensor.__array__ = lambda self, dtype=None: self.numpy() if dtype is None else self.numpy().astype(dtype)
)PY";

/// numpy's ndarray and scalar types are C types: error messages name them by
/// tp_name ("unsupported operand type(s) for *: 'numpy.ndarray' and 'Tensor'").
void setNumpyTpNames(Interp& in, PyModule& m) {
  IValue* generic = m.dict->findStr(in, in.intern("generic"), hashStr("generic"));
  PyType* generic_type = generic ? asPyT<PyType>(*generic) : nullptr;
  for (size_t i = 0; i < m.dict->entries.size(); ++i) {
    if (m.dict->dead.size() > i && m.dict->dead[i]) continue;
    auto* t = asPyT<PyType>(m.dict->entries[i].value);
    if (!t || t->module != "numpy") continue;
    if (t->name == "ndarray" || (generic_type && t->isSubtype(generic_type))) t->tp_name = "numpy." + t->name;
  }
}

void initNumpy(Interp& in, PyModule& m) {
  for (const char* src : {kNumpyDtypesSource, kNumpyNdarraySource, kNumpyReduceSource, kNumpyFuncsSource,
                          kNumpyPrintSource, kNumpyTailPy})
    runSourceModule(in, m, m.name, src);
  setNumpyTpNames(in, m);
}

void initNumpyRandom(Interp& in, PyModule& m) {
  runSourceModule(in, m, m.name, kNumpyRandomSource);
  runSourceModule(in, m, m.name, kNumpyGeneratorSource);
}
void initNumpyLinalg(Interp& in, PyModule& m) { runSourceModule(in, m, m.name, kNumpyLinalgPy); }

}  // namespace

void registerNumpy(Interp& in) {
  registerNumpyNative(in);
  registerNumpyPcg64(in);
  in.registerModule("numpy", initNumpy);
  in.registerModule("numpy.random", initNumpyRandom);
  in.registerModule("numpy.linalg", initNumpyLinalg);
}

void initTorchNumpy(Interp& in, PyModule& torch) { runSourceModule(in, torch, "torch", kTorchNumpyPy); }

}  // namespace ts::py
