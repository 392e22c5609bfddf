// ===--- numpy_generator_py.cpp - np.random.default_rng ------------------=== //
// SeedSequence (numpy's hash mixing of the seed's 32-bit words into a pool
// of four, then generate_state) and a Generator over PCG64
// (numpy_pcg64.cpp) with random, integers, uniform, permutation, shuffle
// and choice drawing as numpy 1.24's Generator does; normal and exponential
// draw from the ziggurats (Note [numpy ziggurat tables]).

namespace ts::py {

extern const char* kNumpyGeneratorSource;
const char* kNumpyGeneratorSource = R"PY(
import _numpy_pcg64 as _pcg
import math as _math
_M32 = 0xFFFFFFFF
_INIT_A, _MULT_A, _INIT_B, _MULT_B = 0x43b0d7e5, 0x931e8875, 0x8b51f9dd, 0x58f38ded
_MIX_L, _MIX_R = 0xca01f9dd, 0x4973f715


def _words(x):
    if x is None:
        import _random
        st = _random.new()
        _random.seed(st, None)
        x = _random.getrandbits(st, 128)
    if isinstance(x, (list, tuple)):
        out = []
        for v in x:
            out.extend(_words(int(v)))
        return out
    x = int(x)
    if x < 0:
        raise ValueError("expected non-negative integer")
    out = []
    while True:
        out.append(x & _M32)
        x >>= 32
        if not x:
            return out


class SeedSequence:
    def __init__(self, entropy=None, *, spawn_key=(), pool_size=4):
        self.entropy = entropy
        self.pool_size = pool_size
        self.spawn_key = tuple(spawn_key)
        self.pool = self._mix(_words(entropy) + (_words(list(spawn_key)) if spawn_key else []))

    def _mix(self, entropy):
        h = [_INIT_A]

        def hashmix(v):
            v = (v ^ h[0]) & _M32
            h[0] = (h[0] * _MULT_A) & _M32
            v = (v * h[0]) & _M32
            return v ^ (v >> 16)

        def mix(x, y):
            r = (_MIX_L * x - _MIX_R * y) & _M32
            return r ^ (r >> 16)

        n = self.pool_size
        pool = [hashmix(entropy[i] if i < len(entropy) else 0) for i in range(n)]
        for src in range(n):
            for dst in range(n):
                if src != dst:
                    pool[dst] = mix(pool[dst], hashmix(pool[src]))
        for src in range(n, len(entropy)):
            for dst in range(n):
                pool[dst] = mix(pool[dst], hashmix(entropy[src]))
        return pool

    def generate_state(self, n_words, dtype=None):
        h = _INIT_B
        out = []
        for i in range(n_words):
            v = self.pool[i % len(self.pool)]
            v = (v ^ h) & _M32
            h = (h * _MULT_B) & _M32
            v = (v * h) & _M32
            out.append(v ^ (v >> 16))
        return out


class PCG64:
    def __init__(self, seed=None):
        self._seed_seq = seed if isinstance(seed, SeedSequence) else SeedSequence(seed)
        self._s = _pcg.new(self._seed_seq.generate_state(8))


class Generator:
    def __init__(self, bit_generator):
        self.bit_generator = bit_generator
        self._s = bit_generator._s

    def __repr__(self):
        return "Generator(PCG64)"

    def random(self, size=None, dtype=None):
        shape = _shape(size)
        if shape is None:
            return _pcg.draw(self._s, 0, 1)[0]
        return _fill(_pcg.draw(self._s, 0, _count(shape)), shape, _torch.float64)

    def uniform(self, low=0.0, high=1.0, size=None):
        u = self.random(size)
        return low + (high - low) * u

    def integers(self, low, high=None, size=None, dtype=_np.int64, endpoint=False):
        if high is None:
            low, high = 0, low
        low, high = int(low), int(high)
        top = high if endpoint else high - 1
        if top < low:
            raise ValueError("low > high" if endpoint else "low >= high")
        shape = _shape(size)
        if shape is None:
            return _np.dtype(dtype).type(_pcg.draw(self._s, 2, 1, top - low)[0] + low)
        vals = [v + low for v in _pcg.draw(self._s, 2, _count(shape), top - low)]
        return _fill(vals, shape, _np.dtype(dtype)._torch)

    def _perm(self, n, kind=3, first=1):
        perm = list(range(n))
        i = n - 1
        for j in _pcg.draw(self._s, kind, n, first):
            perm[i], perm[j] = perm[j], perm[i]
            i -= 1
        return perm

    def shuffle(self, x, axis=0):
        perm = self._perm(len(x))
        if isinstance(x, _np.ndarray):
            x._t.copy_(x._t[_torch.tensor(perm, dtype=_torch.int64)])
            return None
        items = [x[p] for p in perm]
        for i, v in enumerate(items):
            x[i] = v

    def permutation(self, x, axis=0):
        if isinstance(x, (int, _np.integer)):
            arr = _np.arange(x)
        else:
            arr = _np.array(x)
        self.shuffle(arr)
        return arr

    def choice(self, a, size=None, replace=True, p=None, axis=0, shuffle=True):
        arr = None
        if isinstance(a, (int, _np.integer)):
            pop = int(a)
        else:
            arr = _np.asarray(a)
            pop = arr.shape[0]
        shape = _shape(size)
        n = _count(shape) if shape is not None else 1
        if p is not None:
            p = _np.asarray(p, dtype=_np.float64)
            if not replace:
                raise NotImplementedError("Generator.choice(replace=False, p=...) is not supported")
            cdf = _np.cumsum(p)
            cdf /= cdf[-1]
            idx = _np.asarray(cdf.searchsorted(self.random(shape), side="right"))
        elif replace:
            idx = self.integers(0, pop, size=shape)
        else:
            if n > pop:
                raise ValueError("Cannot take a larger sample than population when replace is False")
            idx = self._floyd(pop, n, shuffle)
            if shape is not None:
                idx = idx.reshape(shape)
        if shape is None and isinstance(idx, _np.ndarray):
            idx = idx.item(0)
        return idx if arr is None else arr[idx]

    def _floyd(self, pop, size, shuffle):
        if pop > 10000 and size > pop // 50:
            perm = self._perm(pop, 5, _b.max(pop - size, 1))
            out = perm[pop - size:]
        else:
            out = []
            seen = set()
            for j in range(pop - size, pop):
                val = _pcg.draw(self._s, 2, 1, j)[0]
                if val in seen:
                    val = j
                seen.add(val)
                out.append(val)
            if shuffle:
                order = self._perm(size, 5, 1)
                out = [out[k] for k in order]
        return _np.array(out, dtype=_np.int64)

    def _cont(self, kind, size, params):
        # numpy's cont(): one draw per element of the broadcast parameters
        # (or of `size`), in C order; a scalar when everything is scalar.
        arrays = [_np.asarray(p, dtype=_np.float64) for p in params]
        shape = _shape(size)
        if shape is None:
            shape = tuple(_torch.broadcast_shapes(*[a.shape for a in arrays])) if arrays else ()
            if shape == ():
                if not arrays or _b.all(not isinstance(p, _np.ndarray) for p in params):
                    return [_pcg.draw(self._s, kind, 1)[0]], None
        n = _count(shape)
        return _torch.tensor(_pcg.draw(self._s, kind, n), dtype=_torch.float64).reshape(shape), \
            [_np.broadcast_to(a, shape)._t for a in arrays]

    def standard_normal(self, size=None, dtype=_np.float64, out=None):
        z, _ = self._cont(1, size, [])
        return z[0] if _ is None else _np._wrap(z)

    def normal(self, loc=0.0, scale=1.0, size=None):
        if _np.any(_np.asarray(scale) < 0):
            raise ValueError("scale < 0")
        z, p = self._cont(1, size, [loc, scale])
        if p is None:
            return float(loc) + float(scale) * z[0]
        return _np._wrap(p[0] + p[1] * z)

    def lognormal(self, mean=0.0, sigma=1.0, size=None):
        r = self.normal(mean, sigma, size)
        return _np.exp(r) if isinstance(r, _np.ndarray) else _math.exp(r)

    def standard_exponential(self, size=None, dtype=_np.float64, method="zig", out=None):
        z, _ = self._cont(4, size, [])
        return z[0] if _ is None else _np._wrap(z)

    def exponential(self, scale=1.0, size=None):
        if _np.any(_np.asarray(scale) < 0):
            raise ValueError("scale < 0")
        z, p = self._cont(4, size, [scale])
        if p is None:
            return float(scale) * z[0]
        return _np._wrap(p[0] * z)


def default_rng(seed=None):
    if isinstance(seed, Generator):
        return seed
    return Generator(PCG64(seed))
)PY";

}  // namespace ts::py
