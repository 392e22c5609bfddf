// ===--- profiler_py.cpp - torch.profiler, torch.autograd.profiler ---------=== //
// Model code marks regions with record_function and wraps runs in
// profile(); those must run unchanged here. Nothing is measured: the
// profile's event list is empty (PyTorch's tables are timings, which no two
// runs share), and record_function is a context manager and decorator that
// only runs its body.
#include "python/interpreter_impl.h"
#include "python_torch/bridge_state.h"

namespace ts::py {

namespace {

const char* kAutogradProfilerPy = R"PY(
import functools


class EventList(list):
    def table(self, sort_by=None, row_limit=100, max_src_column_width=75, header=None, top_level_events_only=False):
        return ""

    def total_average(self):
        return None


class record_function:
    def __init__(self, name, args=None):
        self.name = name
        self.args = args

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_value, traceback):
        return False

    def __call__(self, fn):
        @functools.wraps(fn)
        def wrapped(*args, **kwargs):
            with self:
                return fn(*args, **kwargs)
        return wrapped


class profile:
    def __init__(self, enabled=True, *, use_cuda=False, record_shapes=False, with_flops=False, profile_memory=False,
                 with_stack=False, with_modules=False, use_kineto=False, use_cpu=True, experimental_config=None):
        self.enabled = enabled
        self.function_events = EventList()

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_value, traceback):
        return False

    def key_averages(self, group_by_input_shape=False, group_by_stack_n=0):
        return EventList()

    def table(self, *args, **kwargs):
        return ""

    def export_chrome_trace(self, path):
        pass

    def total_average(self):
        return None
)PY";

const char* kProfilerPy = R"PY(
import enum
from torch.autograd.profiler import record_function, EventList


class ProfilerActivity(enum.Enum):
    CPU = 0
    CUDA = 1

    def __int__(self):
        return self.value


class ProfilerAction(enum.Enum):
    NONE = 0
    WARMUP = 1
    RECORD = 2
    RECORD_AND_SAVE = 3


def schedule(*, wait, warmup, active, repeat=0, skip_first=0):
    # PyTorch's step-to-action function.
    def schedule_fn(step):
        assert step >= 0
        if step < skip_first:
            return ProfilerAction.NONE
        step -= skip_first
        num_steps = wait + warmup + active
        if repeat > 0 and step / num_steps >= repeat:
            return ProfilerAction.NONE
        mod_step = step % num_steps
        if mod_step < wait:
            return ProfilerAction.NONE
        if mod_step < wait + warmup:
            return ProfilerAction.WARMUP
        return ProfilerAction.RECORD if mod_step < num_steps - 1 else ProfilerAction.RECORD_AND_SAVE
    return schedule_fn


def tensorboard_trace_handler(dir_name, worker_name=None, use_gzip=False):
    def handler_fn(prof):
        pass
    return handler_fn


class profile:
    def __init__(self, *, activities=None, schedule=None, on_trace_ready=None, record_shapes=False,
                 profile_memory=False, with_stack=False, with_flops=False, with_modules=False,
                 experimental_config=None, use_cuda=None):
        self.activities = activities
        self.schedule = schedule
        self.on_trace_ready = on_trace_ready
        self.step_num = 0

    def __enter__(self):
        return self.start() or self

    def __exit__(self, exc_type, exc_value, traceback):
        self.stop()
        return False

    def start(self):
        pass

    def stop(self):
        if self.on_trace_ready is not None:
            self.on_trace_ready(self)

    def step(self):
        self.step_num += 1

    def key_averages(self, group_by_input_shape=False, group_by_stack_n=0):
        return EventList()

    def events(self):
        return EventList()

    def export_chrome_trace(self, path):
        pass
)PY";

void initAutogradProfiler(Interp& in, PyModule& m) { runSourceModule(in, m, m.name, kAutogradProfilerPy); }
void initProfiler(Interp& in, PyModule& m) { runSourceModule(in, m, m.name, kProfilerPy); }

}  // namespace

void registerProfiler(Interp& in) {
  in.registerModule("torch.autograd.profiler", initAutogradProfiler);
  in.registerModule("torch.profiler", initProfiler);
}

}  // namespace ts::py
