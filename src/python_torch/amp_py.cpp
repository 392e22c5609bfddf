// ===--- amp_py.cpp - torch.autocast and the amp GradScaler ---------------=== //
// Mixed precision on a CPU-only build, as PyTorch 1.13 without CUDA runs it:
// CUDA autocast and torch.cuda.amp.GradScaler warn and disable themselves
// (the scaler then passes losses and steps through unchanged); disabled
// autocast is a no-op. CPU autocast (ops in bfloat16) is not implemented
// and says so.
#include "python/interpreter_impl.h"
#include "python_torch/torch_module.h"

namespace ts::py {

namespace {

const char* kAutocastPy = R"PY(
import functools as _functools
import warnings as _warnings

_autocast_state = {"cpu": False}


class autocast:
    def __init__(self, device_type, dtype=None, enabled=True, cache_enabled=None):
        self.device = device_type
        self.fast_dtype = dtype
        if device_type == "cuda" and enabled:
            _warnings.warn("User provided device_type of 'cuda', but CUDA is not available. Disabling")
            enabled = False
        elif device_type not in ("cpu", "cuda"):
            raise RuntimeError("User specified autocast device_type must be 'cuda' or 'cpu', but got " + str(device_type))
        if enabled and device_type == "cpu":
            raise NotImplementedError("torch.autocast: CPU autocast (bfloat16 operators) is not supported")
        self._enabled = enabled

    def __enter__(self):
        self._prev = _autocast_state["cpu"]
        return self

    def __exit__(self, *exc):
        _autocast_state["cpu"] = self._prev
        return False

    def __call__(self, func):
        @_functools.wraps(func)
        def decorate_autocast(*args, **kwargs):
            with self:
                return func(*args, **kwargs)
        return decorate_autocast


def is_autocast_enabled():
    return False


def is_autocast_cpu_enabled():
    return _autocast_state["cpu"]
)PY";

const char* kCudaAmpPy = R"PY(
import warnings as _warnings
import torch as _torch


class autocast(_torch.autocast):
    def __init__(self, enabled=True, dtype=None, cache_enabled=True):
        super().__init__("cuda", dtype=dtype, enabled=enabled, cache_enabled=cache_enabled)


class GradScaler:
    def __init__(self, init_scale=2.0 ** 16, growth_factor=2.0, backoff_factor=0.5, growth_interval=2000, enabled=True):
        if enabled:
            _warnings.warn("torch.cuda.amp.GradScaler is enabled, but CUDA is not available.  Disabling.")
        self._enabled = False

    def is_enabled(self):
        return self._enabled

    def scale(self, outputs):
        return outputs

    def unscale_(self, optimizer):
        return None

    def step(self, optimizer, *args, **kwargs):
        return optimizer.step(*args, **kwargs)

    def update(self, new_scale=None):
        return None

    def get_scale(self):
        return 1.0

    def state_dict(self):
        return {}

    def load_state_dict(self, state_dict):
        return None
)PY";

const char* kCpuAmpPy = R"PY(
import torch as _torch


class autocast(_torch.autocast):
    def __init__(self, enabled=True, dtype=None, cache_enabled=True):
        super().__init__("cpu", dtype=dtype if dtype is not None else _torch.bfloat16, enabled=enabled,
                         cache_enabled=cache_enabled)
)PY";

void initCudaAmp(Interp& in, PyModule& m) { runSourceModule(in, m, m.name, kCudaAmpPy); }
void initCpuAmp(Interp& in, PyModule& m) { runSourceModule(in, m, m.name, kCpuAmpPy); }
void initCpu(Interp& in, PyModule& m) {
  m.dict->set(in, in.intern("is_available"), in.native("is_available", [](Interp&, Args&, PyObject*) { return IValue(true); }));
}

}  // namespace

void installAutocast(Interp& in, PyModule& torch) { runSourceModule(in, torch, "torch", kAutocastPy); }

void registerAmp(Interp& in) {
  in.registerModule("torch.cuda.amp", initCudaAmp);
  in.registerModule("torch.cpu", initCpu);
  in.registerModule("torch.cpu.amp", initCpuAmp);
}

}  // namespace ts::py
