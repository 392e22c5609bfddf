// ===--- distributions_py.cpp - torch.distributions (Categorical, Normal) -=== //
// The distributions tutorials and policy-gradient code use, as Python source
// with PyTorch 1.13's arithmetic and random draws (sample goes through
// torch.multinomial / torch.normal / torch.bernoulli as PyTorch's does).
#include "python/interpreter_impl.h"
#include "python_torch/bridge_state.h"

namespace ts::py {

namespace {

const char* kDistributionsPy = R"PY(
import math
import torch


def _eps(dtype):
    return 1.1920928955078125e-07 if dtype == torch.float32 else 2.220446049250313e-16


def _clamp_probs(probs):
    eps = _eps(probs.dtype)
    return probs.clamp(min=eps, max=1 - eps)


def broadcast_all(*values):
    tensors = [v if isinstance(v, torch.Tensor) else torch.tensor(float(v)) for v in values]
    return torch.broadcast_tensors(*tensors)


class Distribution:
    has_rsample = False

    def __init__(self, batch_shape=torch.Size(), event_shape=torch.Size(), validate_args=None):
        self._batch_shape = batch_shape
        self._event_shape = event_shape

    @property
    def batch_shape(self):
        return self._batch_shape

    @property
    def event_shape(self):
        return self._event_shape

    def _extended_shape(self, sample_shape=torch.Size()):
        if not isinstance(sample_shape, torch.Size):
            sample_shape = torch.Size(sample_shape)
        return torch.Size(tuple(sample_shape) + tuple(self._batch_shape) + tuple(self._event_shape))

    def sample_n(self, n):
        return self.sample(torch.Size((n,)))

    def __repr__(self):
        names = [k for k in self.arg_constraints if k in self.__dict__]
        args = ', '.join(['{}: {}'.format(p, self.__dict__[p] if self.__dict__[p].numel() == 1
                                          else self.__dict__[p].size()) for p in names])
        return self.__class__.__name__ + '(' + args + ')'


class Categorical(Distribution):
    arg_constraints = {'probs': None, 'logits': None}

    def __init__(self, probs=None, logits=None, validate_args=None):
        if (probs is None) == (logits is None):
            raise ValueError("Either `probs` or `logits` must be specified, but not both.")
        if probs is not None:
            if probs.dim() < 1:
                raise ValueError("`probs` parameter must be at least one-dimensional.")
            self.probs = probs / probs.sum(-1, keepdim=True)
        else:
            if logits.dim() < 1:
                raise ValueError("`logits` parameter must be at least one-dimensional.")
            self.logits = logits - logits.logsumexp(dim=-1, keepdim=True)
        self._param = self.probs if probs is not None else self.logits
        self._num_events = self._param.size()[-1]
        batch_shape = self._param.size()[:-1] if self._param.dim() > 1 else torch.Size()
        super().__init__(batch_shape, validate_args=validate_args)

    def __getattr__(self, name):
        # probs and logits are computed from each other on first use.
        if name == 'logits':
            value = torch.log(_clamp_probs(self.__dict__['probs']))
        elif name == 'probs':
            value = torch.softmax(self.__dict__['logits'], dim=-1)
        else:
            raise AttributeError("'{}' object has no attribute '{}'".format(type(self).__name__, name))
        self.__dict__[name] = value
        return value

    @property
    def param_shape(self):
        return self._param.size()

    @property
    def mean(self):
        return torch.full(self._extended_shape(), float('nan'), dtype=self.probs.dtype)

    @property
    def mode(self):
        return self.probs.argmax(axis=-1)

    def sample(self, sample_shape=torch.Size()):
        if not isinstance(sample_shape, torch.Size):
            sample_shape = torch.Size(sample_shape)
        probs_2d = self.probs.reshape(-1, self._num_events)
        samples_2d = torch.multinomial(probs_2d, sample_shape.numel(), True).T
        return samples_2d.reshape(self._extended_shape(sample_shape))

    def log_prob(self, value):
        value = value.long().unsqueeze(-1)
        value, log_pmf = torch.broadcast_tensors(value, self.logits)
        value = value[..., :1]
        return log_pmf.gather(-1, value).squeeze(-1)

    def entropy(self):
        min_real = -3.4028234663852886e+38 if self.logits.dtype == torch.float32 else -1.7976931348623157e+308
        logits = torch.clamp(self.logits, min=min_real)
        p_log_p = logits * self.probs
        return -p_log_p.sum(-1)


class Normal(Distribution):
    arg_constraints = {'loc': None, 'scale': None}
    has_rsample = True

    def __init__(self, loc, scale, validate_args=None):
        self.loc, self.scale = broadcast_all(loc, scale)
        super().__init__(self.loc.size(), validate_args=validate_args)

    @property
    def mean(self):
        return self.loc

    @property
    def mode(self):
        return self.loc

    @property
    def stddev(self):
        return self.scale

    @property
    def variance(self):
        return self.stddev.pow(2)

    def sample(self, sample_shape=torch.Size()):
        shape = self._extended_shape(sample_shape)
        with torch.no_grad():
            return torch.normal(self.loc.expand(shape), self.scale.expand(shape))

    def rsample(self, sample_shape=torch.Size()):
        shape = self._extended_shape(sample_shape)
        eps = torch.empty(shape, dtype=self.loc.dtype).normal_()
        return self.loc + eps * self.scale

    def log_prob(self, value):
        var = (self.scale ** 2)
        log_scale = self.scale.log()
        return -((value - self.loc) ** 2) / (2 * var) - log_scale - math.log(math.sqrt(2 * math.pi))

    def entropy(self):
        return 0.5 + 0.5 * math.log(2 * math.pi) + torch.log(self.scale)


class Bernoulli(Distribution):
    arg_constraints = {'probs': None, 'logits': None}

    def __init__(self, probs=None, logits=None, validate_args=None):
        if (probs is None) == (logits is None):
            raise ValueError("Either `probs` or `logits` must be specified, but not both.")
        if probs is not None:
            (self.probs,) = broadcast_all(probs)
        else:
            (self.logits,) = broadcast_all(logits)
        self._param = self.probs if probs is not None else self.logits
        super().__init__(self._param.size(), validate_args=validate_args)

    def __getattr__(self, name):
        if name == 'logits':
            ps = _clamp_probs(self.__dict__['probs'])
            value = torch.log(ps) - torch.log1p(-ps)
        elif name == 'probs':
            value = torch.sigmoid(self.__dict__['logits'])
        else:
            raise AttributeError("'{}' object has no attribute '{}'".format(type(self).__name__, name))
        self.__dict__[name] = value
        return value

    @property
    def mean(self):
        return self.probs

    @property
    def variance(self):
        return self.probs * (1 - self.probs)

    def sample(self, sample_shape=torch.Size()):
        shape = self._extended_shape(sample_shape)
        with torch.no_grad():
            return torch.bernoulli(self.probs.expand(shape))

    # torch.nn is imported when used: `import torch` alone may not have it yet.
    def log_prob(self, value):
        import torch.nn.functional as F
        logits, value = torch.broadcast_tensors(self.logits, value)
        return -F.binary_cross_entropy_with_logits(logits, value, reduction='none')

    def entropy(self):
        import torch.nn.functional as F
        return F.binary_cross_entropy_with_logits(self.logits, self.probs, reduction='none')

class Uniform(Distribution):
    arg_constraints = {'low': None, 'high': None}
    has_rsample = True

    def __init__(self, low, high, validate_args=None):
        numbers = not isinstance(low, torch.Tensor) and not isinstance(high, torch.Tensor)
        self.low, self.high = broadcast_all(low, high)
        batch_shape = torch.Size() if numbers else self.low.size()
        super().__init__(batch_shape, validate_args=validate_args)

    @property
    def mean(self):
        return (self.high + self.low) / 2

    @property
    def stddev(self):
        return (self.high - self.low) / 12 ** 0.5

    @property
    def variance(self):
        return (self.high - self.low).pow(2) / 12

    def rsample(self, sample_shape=torch.Size()):
        shape = self._extended_shape(sample_shape)
        rand = torch.rand(shape, dtype=self.low.dtype)
        return self.low + rand * (self.high - self.low)

    def sample(self, sample_shape=torch.Size()):
        with torch.no_grad():
            return self.rsample(sample_shape)

    def log_prob(self, value):
        if not isinstance(value, torch.Tensor):
            value = torch.tensor(value, dtype=self.low.dtype)
        lb = self.low.le(value).type_as(self.low)
        ub = self.high.gt(value).type_as(self.low)
        return torch.log(lb.mul(ub)) - torch.log(self.high - self.low)

    def cdf(self, value):
        result = (value - self.low) / (self.high - self.low)
        return result.clamp(min=0, max=1)

    def entropy(self):
        return torch.log(self.high - self.low)


# kl_divergence dispatches on the most specific registered pair of types.
_KL_REGISTRY = {}


def register_kl(type_p, type_q):
    def decorator(fun):
        _KL_REGISTRY[type_p, type_q] = fun
        return fun
    return decorator


def kl_divergence(p, q):
    best = None
    for (tp, tq), fun in _KL_REGISTRY.items():
        if isinstance(p, tp) and isinstance(q, tq):
            rank = (type(p).__mro__.index(tp), type(q).__mro__.index(tq))
            if best is None or rank < best[0]:
                best = (rank, fun)
    if best is None:
        raise NotImplementedError("No KL(p || q) is implemented for p type {} and q type {}".format(
            p.__class__.__name__, q.__class__.__name__))
    return best[1](p, q)


@register_kl(Normal, Normal)
def _kl_normal_normal(p, q):
    var_ratio = (p.scale / q.scale).pow(2)
    t1 = ((p.loc - q.loc) / q.scale).pow(2)
    return 0.5 * (var_ratio + t1 - 1 - var_ratio.log())


@register_kl(Categorical, Categorical)
def _kl_categorical_categorical(p, q):
    t = p.probs * (p.logits - q.logits)
    t[(q.probs == 0).expand_as(t)] = math.inf
    t[(p.probs == 0).expand_as(t)] = 0
    return t.sum(-1)


@register_kl(Bernoulli, Bernoulli)
def _kl_bernoulli_bernoulli(p, q):
    import torch.nn.functional as F
    t1 = p.probs * (F.softplus(-q.logits) - F.softplus(-p.logits))
    t1[q.probs == 0] = math.inf
    t1[p.probs == 0] = 0
    t2 = (1 - p.probs) * (F.softplus(q.logits) - F.softplus(p.logits))
    t2[q.probs == 1] = math.inf
    t2[p.probs == 1] = 0
    return t1 + t2


@register_kl(Uniform, Uniform)
def _kl_uniform_uniform(p, q):
    result = ((q.high - q.low) / (p.high - p.low)).log()
    result[(q.low > p.low) | (q.high < p.high)] = math.inf
    return result
)PY";

void initDistributions(Interp& in, PyModule& m) { runSourceModule(in, m, "torch.distributions", kDistributionsPy); }

}  // namespace

void registerDistributions(Interp& in) { in.registerModule("torch.distributions", initDistributions); }

}  // namespace ts::py
