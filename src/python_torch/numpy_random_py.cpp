// ===--- numpy_random_py.cpp - numpy.random's legacy RandomState ---------=== //
// numpy.random.RandomState and the module-level functions over one global
// instance, drawing exactly as numpy 1.24's legacy generator does (the
// MT19937 state and samplers are `_numpy_native`): rand/random_sample use
// one 53-bit double per value, randn/normal the cached polar Box-Muller
// gaussian, randint masked rejection over 32-bit words, shuffle and
// permutation numpy's Fisher-Yates from the end, choice numpy's index
// sampling (randint, or the cdf search with p=, or a permutation without
// replacement).

namespace ts::py {

extern const char* kNumpyRandomSource;
const char* kNumpyRandomSource = R"PY(
import builtins as _b
import torch as _torch
import _numpy_native as _nat
import numpy as _np


def _shape(size):
    if size is None:
        return None
    if isinstance(size, (int, _np.integer)):
        return (int(size),)
    return tuple(int(s) for s in size)


def _count(shape):
    n = 1
    for s in shape:
        n *= s
    return n


def _fill(values, shape, dtype):
    return _np._wrap(_torch.tensor(values, dtype=dtype).reshape(shape))


class RandomState:
    def __init__(self, seed=None):
        self._s = _nat.mt_new()
        self.seed(seed)

    def seed(self, seed=None):
        if seed is None:
            _nat.mt_seed(self._s, None)
            return
        if isinstance(seed, (int, _np.integer)) and not isinstance(seed, _b.bool):
            if seed < 0 or seed > 4294967295:
                raise ValueError("Seed must be between 0 and 2**32 - 1")
            _nat.mt_seed(self._s, int(seed))
            return
        if isinstance(seed, float):
            raise TypeError("Cannot cast scalar from dtype('float64') to dtype('int64') according to the rule 'safe'")
        obj = _np.asarray(seed)
        if obj.size == 0:
            raise ValueError("Seed must be non-empty")
        if obj.ndim != 1:
            raise ValueError("Seed array must be 1-d")
        words = [int(v) for v in obj.tolist()]
        if _b.any(v < 0 or v > 4294967295 for v in words):
            raise ValueError("Seed must be between 0 and 2**32 - 1")
        _nat.mt_seed(self._s, words)

    def get_state(self, legacy=True):
        keys, pos, has_gauss, gauss = _nat.mt_getstate(self._s)
        return ("MT19937", _np.array(keys), pos, has_gauss, gauss)

    def set_state(self, state):
        name, keys, pos = state[0], state[1], state[2]
        has_gauss, gauss = (state[3], state[4]) if len(state) > 3 else (0, 0.0)
        _nat.mt_setstate(self._s, [int(k) for k in _np.asarray(keys).tolist()], int(pos), int(has_gauss), float(gauss))

    def _doubles(self, kind, size):
        shape = _shape(size)
        if shape is None:
            return _nat.mt_draw(self._s, kind, 1)[0]
        return _fill(_nat.mt_draw(self._s, kind, _count(shape)), shape, _torch.float64)

    def random_sample(self, size=None):
        return self._doubles(0, size)

    random = random_sample
    ranf = random_sample
    sample = random_sample

    def rand(self, *args):
        return self._doubles(0, args if args else None)

    def standard_normal(self, size=None):
        return self._doubles(1, size)

    def randn(self, *args):
        return self._doubles(1, args if args else None)

    def _affine(self, kind, a, b, size):
        # a + b * draw, broadcasting array parameters as numpy's cont() does
        if size is None and (isinstance(a, (_np.ndarray, list, tuple)) or isinstance(b, (_np.ndarray, list, tuple))):
            size = _np.broadcast_arrays(_np.asarray(a), _np.asarray(b))[0].shape
        u = self._doubles(kind, size)
        return a + b * u

    def uniform(self, low=0.0, high=1.0, size=None):
        if isinstance(low, (_np.ndarray, list, tuple)) or isinstance(high, (_np.ndarray, list, tuple)):
            return self._affine(0, _np.asarray(low, float), _np.subtract(high, low), size)
        return self._affine(0, float(low), float(high) - float(low), size)

    def normal(self, loc=0.0, scale=1.0, size=None):
        if isinstance(loc, (_np.ndarray, list, tuple)) or isinstance(scale, (_np.ndarray, list, tuple)):
            return self._affine(1, _np.asarray(loc, float), _np.asarray(scale, float), size)
        if scale < 0:
            raise ValueError("scale < 0")
        return self._affine(1, float(loc), float(scale), size)

    def randint(self, low, high=None, size=None, dtype=int):
        if high is None:
            low, high = 0, low
        low, high = int(low), int(high)
        if low > high - 1:
            raise ValueError("low >= high")
        shape = _shape(size)
        d = _np.dtype(dtype)
        if shape is None:
            v = _nat.mt_draw(self._s, 2, 1, high - 1 - low)[0] + low
            return d.type(v) if d.kind != "b" else _b.bool(v)
        vals = [v + low for v in _nat.mt_draw(self._s, 2, _count(shape), high - 1 - low)]
        return _fill(vals, shape, d._torch)

    def random_integers(self, low, high=None, size=None):
        if high is None:
            low, high = 1, low
        return self.randint(low, high + 1, size)

    def _swaps(self, n):
        perm = list(range(n))
        i = n - 1
        for j in _nat.mt_draw(self._s, 4, n):
            perm[i], perm[j] = perm[j], perm[i]
            i -= 1
        return perm

    def shuffle(self, x):
        if isinstance(x, _np.ndarray):
            if x.ndim == 0:
                raise TypeError("object of type 'numpy.ndarray' has no len()")
            perm = self._swaps(len(x))
            x._t.copy_(x._t[_torch.tensor(perm, dtype=_torch.int64)])
            return None
        perm = self._swaps(len(x))
        items = [x[p] for p in perm]
        for i, v in enumerate(items):
            x[i] = v
        return None

    def permutation(self, x):
        if isinstance(x, (int, _np.integer)):
            arr = _np.arange(x)
            self.shuffle(arr)
            return arr
        arr = _np.array(x)
        if arr.ndim < 1:
            raise IndexError("x must be an integer or at least 1-dimensional")
        self.shuffle(arr)
        return arr

    def choice(self, a, size=None, replace=True, p=None):
        arr = None
        if isinstance(a, (int, _np.integer)):
            pop_size = int(a)
            if pop_size <= 0 and _count(_shape(size) or ()) != 0:
                raise ValueError("a must be greater than 0 unless no samples are taken")
        else:
            arr = _np.asarray(a)
            if arr.ndim != 1:
                raise ValueError("a must be 1-dimensional")
            pop_size = arr.shape[0]
            if pop_size == 0 and _count(_shape(size) or ()) != 0:
                raise ValueError("'a' cannot be empty unless no samples are taken")
        if p is not None:
            p = _np.asarray(p, dtype=_np.float64)
            if p.ndim != 1:
                raise ValueError("'p' must be 1-dimensional")
            if p.size != pop_size:
                raise ValueError("'a' and 'p' must have same size")
            if _np.any(p < 0):
                raise ValueError("probabilities are not non-negative")
            if _b.abs(float(_np.sum(p)) - 1.0) > 1.4901161193847656e-08:
                raise ValueError("probabilities do not sum to 1")
        shape = _shape(size)
        n = _count(shape) if shape is not None else 1
        if replace:
            if p is not None:
                cdf = _np.cumsum(p)
                cdf /= cdf[-1]
                u = self.random_sample(shape)
                idx = _np.asarray(cdf.searchsorted(u, side="right"))
            else:
                idx = self.randint(0, pop_size, size=shape)
        else:
            if n > pop_size:
                raise ValueError("Cannot take a larger sample than population when 'replace=False'")
            if p is not None:
                if _np.count_nonzero(p > 0) < n:
                    raise ValueError("Fewer non-zero entries in p than size")
                idx = self._choice_p_noreplace(p, n, shape)
            else:
                idx = self.permutation(pop_size)[:n]
                if shape is not None:
                    idx = idx.reshape(shape)
        if shape is None and isinstance(idx, _np.ndarray):
            idx = idx.item(0)
        if arr is None:
            return idx
        return arr[idx]

    def _choice_p_noreplace(self, p, size, shape):
        n_uniq = 0
        p = p.copy()
        found = _np.zeros(size, dtype=_np.int64)
        while n_uniq < size:
            x = self.rand(size - n_uniq)
            if n_uniq > 0:
                p[found[0:n_uniq]] = 0
            cdf = _np.cumsum(p)
            cdf /= cdf[-1]
            new = cdf.searchsorted(x, side="right")
            _, unique_indices = _np.unique(new, return_index=True)
            unique_indices.sort()
            new = new[unique_indices]
            found[n_uniq:n_uniq + new.size] = new
            n_uniq += new.size
        return found.reshape(shape) if shape is not None else found

    def exponential(self, scale=1.0, size=None):
        u = self._doubles(0, size)
        return -scale * _np.log(1.0 - u) if isinstance(u, _np.ndarray) else -scale * _np_log1m(u)

    def binomial(self, n, p, size=None):
        raise NotImplementedError("numpy.random.binomial is not supported")


def _np_log1m(u):
    import math
    return math.log(1.0 - u)


_rand = RandomState()
seed = _rand.seed
get_state = _rand.get_state
set_state = _rand.set_state
random_sample = _rand.random_sample
random = _rand.random_sample
ranf = _rand.random_sample
sample = _rand.random_sample
rand = _rand.rand
randn = _rand.randn
standard_normal = _rand.standard_normal
randint = _rand.randint
random_integers = _rand.random_integers
uniform = _rand.uniform
normal = _rand.normal
shuffle = _rand.shuffle
permutation = _rand.permutation
choice = _rand.choice
exponential = _rand.exponential
)PY";

}  // namespace ts::py
