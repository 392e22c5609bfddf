// ===--- testing_py.cpp - torch.testing --------------------------------------=== //
// Python source run as the torch.testing module: PyTorch 1.13's default
// tolerances per dtype and its mismatch messages (the count, the greatest
// absolute and relative differences with their indices).
#include "python/interpreter_impl.h"
#include "python_torch/bridge_state.h"

namespace ts::py {

namespace {

const char* kTestingPy = R"PY(
import torch

_DEFAULT_TOLERANCES = {
    torch.float16: (1e-3, 1e-5),
    torch.bfloat16: (1.6e-2, 1e-5),
    torch.float32: (1.3e-6, 1e-5),
    torch.float64: (1e-7, 1e-7),
    torch.complex64: (1.3e-6, 1e-5),
    torch.complex128: (1e-7, 1e-7),
}


def _tolerances(dtypes, rtol, atol):
    if (rtol is None) != (atol is None):
        raise ValueError("Both 'rtol' and 'atol' must be either specified or omitted, but got no "
                         + ("rtol." if rtol is None else "atol."))
    if rtol is not None:
        return rtol, atol
    pairs = [_DEFAULT_TOLERANCES.get(d, (0.0, 0.0)) for d in dtypes]
    return max(p[0] for p in pairs), max(p[1] for p in pairs)


def _diff_line(kind, diff, index, tol, exact):
    where = "" if index is None else " at index " + str(index)
    allowed = "" if exact else " (up to " + str(tol) + " allowed)"
    return kind + " difference: " + str(diff) + where + allowed + "\n"


def _unravel(flat, shape):
    index = []
    for size in reversed(list(shape)):
        index.append(flat % size)
        flat = flat // size
    return tuple(reversed(index))


def _tensor_mismatch(actual, expected, matches, rtol, atol):
    # Differences of the mismatched elements only, in the widest dtype of
    # the inputs' category, as PyTorch reports them.
    exact = rtol == 0 and atol == 0
    total = actual.numel()
    bad = total - int(matches.sum().item())
    msg = "Tensor-likes are not " + ("equal" if exact else "close") + "!\n\n"
    msg += "Mismatched elements: " + str(bad) + " / " + str(total) + " (" + format(bad / total, ".1%") + ")\n"
    ok = matches.flatten()
    abs_diff = torch.abs(actual.flatten() - expected.flatten())
    abs_diff[ok] = 0
    value, flat = torch.max(abs_diff, 0)
    msg += _diff_line("Greatest absolute", value.item(), _unravel(flat.item(), actual.shape), atol, exact)
    rel_diff = abs_diff / torch.abs(expected.flatten())
    rel_diff[ok] = 0
    value, flat = torch.max(rel_diff, 0)
    msg += _diff_line("Greatest relative", value.item(), _unravel(flat.item(), actual.shape), rtol, exact)
    return msg.rstrip("\n")


def _widest(t):
    if t.is_complex():
        return t.to(torch.complex128)
    if t.is_floating_point():
        return t.to(torch.float64)
    return t.to(torch.int64)


def _compare_tensors(actual, expected, rtol, atol, equal_nan, check_dtype):
    if actual.shape != expected.shape:
        raise AssertionError("The values for attribute 'shape' do not match: " + str(actual.shape) + " != "
                             + str(expected.shape) + ".")
    if check_dtype and actual.dtype != expected.dtype:
        raise AssertionError("The values for attribute 'dtype' do not match: " + str(actual.dtype) + " != "
                             + str(expected.dtype) + ".")
    rtol, atol = _tolerances([actual.dtype, expected.dtype], rtol, atol)
    if actual.dtype != expected.dtype:
        dtype = torch.promote_types(actual.dtype, expected.dtype)
        actual, expected = actual.to(dtype), expected.to(dtype)
    actual, expected = _widest(actual), _widest(expected)
    matches = torch.isclose(actual, expected, rtol=rtol, atol=atol, equal_nan=equal_nan)
    if bool(matches.all()):
        return
    if actual.dim() == 0:
        _scalar_mismatch(actual.item(), expected.item(), rtol, atol)
    raise AssertionError(_tensor_mismatch(actual, expected, matches, rtol, atol))


def _compare_scalars(actual, expected, rtol, atol, equal_nan):
    floating = isinstance(actual, float) or isinstance(expected, float)
    rtol, atol = _tolerances([torch.float64 if floating else torch.int64], rtol, atol)
    if actual == expected or (equal_nan and actual != actual and expected != expected):
        return
    if abs(actual - expected) <= atol + rtol * abs(expected):
        return
    _scalar_mismatch(actual, expected, rtol, atol)


def _scalar_mismatch(actual, expected, rtol, atol):
    diff = abs(actual - expected)
    exact = rtol == 0 and atol == 0
    rel = diff / abs(expected) if expected != 0 else float("inf")
    raise AssertionError("Scalars are not " + ("equal" if exact else "close") + "!\n\n"
                         + _diff_line("Absolute", diff, None, atol, exact)
                         + _diff_line("Relative", rel, None, rtol, exact).rstrip("\n"))


def _compare(actual, expected, rtol, atol, equal_nan, check_dtype, path):
    try:
        if isinstance(actual, torch.Tensor) or isinstance(expected, torch.Tensor):
            if not isinstance(actual, torch.Tensor):
                actual = torch.as_tensor(actual)
            if not isinstance(expected, torch.Tensor):
                expected = torch.as_tensor(expected)
            _compare_tensors(actual, expected, rtol, atol, equal_nan, check_dtype)
            return
        if isinstance(actual, (list, tuple)) and isinstance(expected, (list, tuple)):
            if len(actual) != len(expected):
                raise AssertionError("The length of the sequences mismatch: " + str(len(actual)) + " != "
                                     + str(len(expected)))
            for i in range(len(actual)):
                _compare(actual[i], expected[i], rtol, atol, equal_nan, check_dtype, path + [i])
            return
        if isinstance(actual, dict) and isinstance(expected, dict):
            for key in actual:
                _compare(actual[key], expected[key], rtol, atol, equal_nan, check_dtype, path + [key])
            return
        _compare_scalars(actual, expected, rtol, atol, equal_nan)
    except AssertionError as e:
        text = str(e)
        if path and "The failure occurred for item" not in text:
            text += "\n\nThe failure occurred for item " + "".join("[" + repr(p) + "]" for p in path)
        raise AssertionError(text) from None


def assert_close(actual, expected, *, allow_subclasses=True, rtol=None, atol=None, equal_nan=False,
                 check_device=True, check_dtype=True, check_layout=True, check_stride=False, msg=None):
    try:
        _compare(actual, expected, rtol, atol, equal_nan, check_dtype, [])
    except AssertionError as e:
        if msg is not None:
            raise AssertionError(msg) from None
        raise
_INTEGRAL_TYPES = [torch.uint8, torch.int8, torch.int16, torch.int32, torch.int64]
_FLOATING_TYPES = [torch.float16, torch.bfloat16, torch.float32, torch.float64]
_COMPLEX_TYPES = {torch.complex64: torch.float32, torch.complex128: torch.float64}


def _modify_low_high(low, high, lowest, highest, default_low, default_high, dtype):
    import math
    low = low if low is not None else default_low
    high = high if high is not None else default_high
    if low != low or high != high:
        raise ValueError("make_tensor: one of low or high was NaN!")
    if low > high:
        raise ValueError("make_tensor: low must be weakly less than high!")
    low = min(max(low, lowest), highest)
    high = min(max(high, lowest), highest)
    if dtype in _INTEGRAL_TYPES:
        return math.floor(low), math.ceil(high)
    return low, high


def _uniform(shape, dtype, low, high):
    rand_val = torch.rand(shape, dtype=dtype)
    return high * rand_val + low * (1 - rand_val)


# PyTorch 1.13's make_tensor: the same draws from the generator in the same
# order, so seeded results agree.
def make_tensor(*shape, dtype, device, low=None, high=None, requires_grad=False, noncontiguous=False,
                exclude_zero=False):
    if len(shape) == 1 and isinstance(shape[0], (list, tuple, torch.Size)):
        shape = shape[0]
    shape = tuple(shape)
    if requires_grad and dtype not in _FLOATING_TYPES and dtype not in _COMPLEX_TYPES:
        raise ValueError("make_tensor: requires_grad must be False for integral dtype")
    if dtype is torch.bool:
        result = torch.randint(0, 2, shape, dtype=dtype)
    elif dtype in _INTEGRAL_TYPES:
        info = torch.iinfo(dtype)
        defaults = (0, 10) if dtype is torch.uint8 else (-9, 10)
        low, high = _modify_low_high(low, high, info.min, info.max, defaults[0], defaults[1], dtype)
        result = torch.randint(low, high, shape, dtype=dtype)
    elif dtype in _FLOATING_TYPES:
        info = torch.finfo(dtype)
        low, high = _modify_low_high(low, high, info.min, info.max, -9, 9, dtype)
        result = _uniform(shape, dtype, low, high)
    elif dtype in _COMPLEX_TYPES:
        float_dtype = _COMPLEX_TYPES[dtype]
        info = torch.finfo(float_dtype)
        low, high = _modify_low_high(low, high, info.min, info.max, -9, 9, dtype)
        real = _uniform(shape, float_dtype, low, high)
        result = torch.complex(real, _uniform(shape, float_dtype, low, high))
    else:
        raise TypeError(f"The requested dtype '{dtype}' is not supported by torch.testing.make_tensor()."
                        " To request support, file an issue at: https://github.com/pytorch/pytorch/issues")
    if noncontiguous and result.numel() > 1:
        result = torch.repeat_interleave(result, 2, dim=-1)[..., ::2]
    if exclude_zero:
        if dtype in _INTEGRAL_TYPES or dtype is torch.bool:
            replace_with = torch.tensor(1, dtype=dtype)
        elif dtype in _FLOATING_TYPES:
            replace_with = torch.tensor(torch.finfo(dtype).tiny, dtype=dtype)
        else:
            eps = torch.tensor(torch.finfo(_COMPLEX_TYPES[dtype]).tiny, dtype=_COMPLEX_TYPES[dtype])
            replace_with = torch.complex(eps, eps)
        result[result == 0] = replace_with
    if dtype in _FLOATING_TYPES or dtype in _COMPLEX_TYPES:
        result.requires_grad = requires_grad
    return result


_DTYPE_PRECISIONS = {torch.float16: (1e-3, 1e-3), torch.float32: (1e-4, 1e-5), torch.float64: (1e-5, 1e-8)}


def assert_allclose(actual, expected, rtol=None, atol=None, equal_nan=True, msg=""):
    import warnings
    if not isinstance(actual, torch.Tensor):
        actual = torch.tensor(actual)
    if not isinstance(expected, torch.Tensor):
        expected = torch.tensor(expected, dtype=actual.dtype)
    if rtol is None and atol is None:
        a = _DTYPE_PRECISIONS.get(actual.dtype, (0.0, 0.0))
        e = _DTYPE_PRECISIONS.get(expected.dtype, (0.0, 0.0))
        rtol, atol = max(a[0], e[0]), max(a[1], e[1])
    assert_close(actual, expected, rtol=rtol, atol=atol, equal_nan=equal_nan, check_device=True,
                 check_dtype=False, check_stride=False, msg=msg or None)
    warnings.warn("torch.testing.assert_allclose() is deprecated since 1.12 and will be removed in 1.14. "
                  "Use torch.testing.assert_close() instead. For detailed upgrade instructions see "
                  "https://github.com/pytorch/pytorch/issues/61844.", FutureWarning)
)PY";

void initTesting(Interp& in, PyModule& m) { runSourceModule(in, m, "torch.testing", kTestingPy); }

}  // namespace

void registerTesting(Interp& in) { in.registerModule("torch.testing", initTesting); }

}  // namespace ts::py
