// ===--- distributions_py.cpp - torch.distributions --------------------=== //
// torch.distributions as Python source with PyTorch 1.13's arithmetic and
// random draws: each sample/rsample calls the same tensor RNG methods in the
// same order as PyTorch's, so seeded programs print the same numbers. This
// file holds the Distribution base class and kl_divergence's dispatch and
// registers the package and its submodules; the distributions themselves
// live in distributions_{discrete,continuous,multivariate,kl}_py.cpp.
#include <cstring>

#include "python/interpreter_impl.h"
#include "python_torch/bridge_state.h"
#include "python_torch/distributions_sources.h"

namespace ts::py {

const char* kDistBasePy = R"PY(
import math
import warnings
import torch
from torch.distributions import constraints
from torch.distributions.utils import (broadcast_all, probs_to_logits, logits_to_probs, lazy_property,
                                       clamp_probs, _standard_normal, _sum_rightmost, euler_constant)


class Distribution(object):
    has_rsample = False
    has_enumerate_support = False
    _validate_args = True

    @staticmethod
    def set_default_validate_args(value):
        if value not in [True, False]:
            raise ValueError
        Distribution._validate_args = value

    def __init__(self, batch_shape=torch.Size(), event_shape=torch.Size(), validate_args=None):
        self._batch_shape = batch_shape
        self._event_shape = event_shape
        if validate_args is not None:
            self._validate_args = validate_args
        if self._validate_args:
            try:
                arg_constraints = self.arg_constraints
            except NotImplementedError:
                arg_constraints = {}
            for param, constraint in arg_constraints.items():
                if constraints.is_dependent(constraint):
                    continue
                if param not in self.__dict__ and isinstance(getattr(type(self), param), lazy_property):
                    continue  # skip checking lazily-constructed args
                value = getattr(self, param)
                valid = constraint.check(value)
                if not valid.all():
                    raise ValueError(
                        f"Expected parameter {param} "
                        f"({type(value).__name__} of shape {tuple(value.shape)}) "
                        f"of distribution {repr(self)} "
                        f"to satisfy the constraint {repr(constraint)}, "
                        f"but found invalid values:\n{value}")

    def expand(self, batch_shape, _instance=None):
        raise NotImplementedError

    @property
    def batch_shape(self):
        return self._batch_shape

    @property
    def event_shape(self):
        return self._event_shape

    @property
    def arg_constraints(self):
        raise NotImplementedError

    @property
    def support(self):
        raise NotImplementedError

    @property
    def mean(self):
        raise NotImplementedError

    @property
    def mode(self):
        raise NotImplementedError(f"{self.__class__} does not implement mode")

    @property
    def variance(self):
        raise NotImplementedError

    @property
    def stddev(self):
        return self.variance.sqrt()

    def sample(self, sample_shape=torch.Size()):
        with torch.no_grad():
            return self.rsample(sample_shape)

    def rsample(self, sample_shape=torch.Size()):
        raise NotImplementedError

    def sample_n(self, n):
        warnings.warn('sample_n will be deprecated. Use .sample((n,)) instead', UserWarning)
        return self.sample(torch.Size((n,)))

    def log_prob(self, value):
        raise NotImplementedError

    def cdf(self, value):
        raise NotImplementedError

    def icdf(self, value):
        raise NotImplementedError

    def enumerate_support(self, expand=True):
        raise NotImplementedError

    def entropy(self):
        raise NotImplementedError

    def perplexity(self):
        return torch.exp(self.entropy())

    def _extended_shape(self, sample_shape=torch.Size()):
        if not isinstance(sample_shape, torch.Size):
            sample_shape = torch.Size(sample_shape)
        return sample_shape + self._batch_shape + self._event_shape

    def _validate_sample(self, value):
        if not isinstance(value, torch.Tensor):
            raise ValueError('The value argument to log_prob must be a Tensor')
        event_dim_start = len(value.size()) - len(self._event_shape)
        if value.size()[event_dim_start:] != self._event_shape:
            raise ValueError('The right-most size of value must match event_shape: {} vs {}.'.
                             format(value.size(), self._event_shape))
        actual_shape = value.size()
        expected_shape = self._batch_shape + self._event_shape
        for i, j in zip(reversed(actual_shape), reversed(expected_shape)):
            if i != 1 and j != 1 and i != j:
                raise ValueError('Value is not broadcastable with batch_shape+event_shape: {} vs {}.'.
                                 format(actual_shape, expected_shape))
        try:
            support = self.support
        except NotImplementedError:
            return
        valid = support.check(value)
        if not valid.all():
            raise ValueError(
                "Expected value argument "
                f"({type(value).__name__} of shape {tuple(value.shape)}) "
                f"to be within the support ({repr(support)}) "
                f"of the distribution {repr(self)}, "
                f"but found invalid values:\n{value}")

    def _get_checked_instance(self, cls, _instance=None):
        if _instance is None and type(self).__init__ != cls.__init__:
            raise NotImplementedError("Subclass {} of {} that defines a custom __init__ method "
                                      "must also define a custom .expand() method.".
                                      format(self.__class__.__name__, cls.__name__))
        return self.__new__(type(self)) if _instance is None else _instance

    def __repr__(self):
        param_names = [k for k, _ in self.arg_constraints.items() if k in self.__dict__]
        args_string = ', '.join(['{}: {}'.format(p, self.__dict__[p]
                                if self.__dict__[p].numel() == 1
                                else self.__dict__[p].size()) for p in param_names])
        return self.__class__.__name__ + '(' + args_string + ')'


class ExponentialFamily(Distribution):
    @property
    def _natural_params(self):
        raise NotImplementedError

    def _log_normalizer(self, *natural_params):
        raise NotImplementedError

    @property
    def _mean_carrier_measure(self):
        raise NotImplementedError

    def entropy(self):
        # Bregman divergence of the log normalizer, differentiated by autograd.
        result = -self._mean_carrier_measure
        nparams = [p.detach().requires_grad_() for p in self._natural_params]
        lg_normal = self._log_normalizer(*nparams)
        gradients = torch.autograd.grad(lg_normal.sum(), nparams, create_graph=True)
        result += lg_normal
        for np, g in zip(nparams, gradients):
            result -= (np * g).reshape(self._batch_shape + (-1,)).sum(-1)
        return result


# kl_divergence dispatches on the most specific registered pair of types.
_KL_REGISTRY = {}
_KL_MEMOIZE = {}


def register_kl(type_p, type_q):
    def decorator(fun):
        _KL_REGISTRY[type_p, type_q] = fun
        _KL_MEMOIZE.clear()
        return fun
    return decorator


def _dispatch_kl(type_p, type_q):
    best = None
    for (tp, tq), fun in _KL_REGISTRY.items():
        if issubclass(type_p, tp) and issubclass(type_q, tq):
            rank = (type_p.__mro__.index(tp), type_q.__mro__.index(tq))
            if best is None or rank < best[0]:
                best = (rank, fun)
    return None if best is None else best[1]


def kl_divergence(p, q):
    key = (type(p), type(q))
    if key not in _KL_MEMOIZE:
        _KL_MEMOIZE[key] = _dispatch_kl(type(p), type(q))
    fun = _KL_MEMOIZE[key]
    if fun is None:
        raise NotImplementedError("No KL(p || q) is implemented for p type {} and q type {}".format(
            p.__class__.__name__, q.__class__.__name__))
    return fun(p, q)


def _infinite_like(tensor):
    return torch.full_like(tensor, math.inf)
)PY";

namespace {

/// PyTorch's per-distribution submodules; each re-exports the package here.
const char* const kSubmodules[] = {
    // distribution, normal, categorical, bernoulli, uniform, kl and
    // multivariate_normal are aliased in module_aliases.cpp.
    "exp_family", "independent", "one_hot_categorical", "beta", "gamma", "dirichlet",
    "exponential", "laplace", "log_normal", "transformed_distribution", "poisson", "binomial",
    "geometric", "relaxed_bernoulli", "relaxed_categorical", "mixture_same_family", "cauchy",
    "half_normal", "studentT", "chi2", "gumbel", "multinomial", "continuous_bernoulli", "pareto",
    "weibull", "von_mises", "lowrank_multivariate_normal", "logistic_normal", "half_cauchy",
    "negative_binomial", "kumaraswamy", "fishersnedecor", "lkj_cholesky", "wishart",
};

/// Submodules module_aliases.cpp registers.
const char* const kAliasedSubmodules[] = {"distribution", "normal", "categorical", "bernoulli",
                                          "uniform", "kl", "multivariate_normal"};

void initUtils(Interp& in, PyModule& m) { runSourceModule(in, m, "torch.distributions.utils", kDistUtilsPy); }

void initConstraints(Interp& in, PyModule& m) {
  runSourceModule(in, m, "torch.distributions.constraints", kDistConstraintsPy);
}

void initTransforms(Interp& in, PyModule& m) {
  for (const char* text : {kDistTransformsPy, kDistTransformsExtraPy})
    runSourceModule(in, m, "torch.distributions.transforms", text);
}

void initDistributions(Interp& in, PyModule& m) {
  for (const char* text : {kDistBasePy, kDistDiscretePy, kDistContinuousPy, kDistMultivariatePy, kDistMorePy,
                           kDistExtraPy, kDistExtraMatrixPy, kDistKlPy, kDistExtraKlPy})
    runSourceModule(in, m, "torch.distributions", text);
  // PyTorch's package imports its submodules (`torch.distributions.kl`):
  // imported once the package's names exist, since each re-exports them.
  for (const char* name : kSubmodules) m.dict->set(in, in.intern(name), in.importModule(std::string("torch.distributions.") + name));
  for (const char* name : kAliasedSubmodules)
    m.dict->set(in, in.intern(name), in.importModule(std::string("torch.distributions.") + name));
  IValue registry = in.importModule("torch.distributions.constraint_registry");
  m.dict->set(in, in.intern("constraint_registry"), registry);
  for (const char* name : {"biject_to", "transform_to"})
    if (IValue* v = asPyT<PyModule>(registry)->dict->findStr(in, in.intern(name), hashStr(name)))
      m.dict->set(in, in.intern(name), *v);
}

void initConstraintRegistry(Interp& in, PyModule& m) {
  runSourceModule(in, m, "torch.distributions.constraint_registry", kDistConstraintRegistryPy);
}

void initSubmodule(Interp& in, PyModule& m) {
  IValue package = in.importModule("torch.distributions");
  asPyT<PyModule>(package)->dict->forEach([&](const IValue& k, const IValue& v) {
    if (!k.isStr() || k.toStr().rfind("__", 0) != 0) m.dict->set(in, k, v);
  });
}

}  // namespace

void registerDistributions(Interp& in) {
  in.registerModule("torch.distributions", initDistributions);
  in.registerModule("torch.distributions.utils", initUtils);
  in.registerModule("torch.distributions.constraints", initConstraints);
  in.registerModule("torch.distributions.transforms", initTransforms);
  in.registerModule("torch.distributions.constraint_registry", initConstraintRegistry);
  for (const char* name : kSubmodules) in.registerModule(std::string("torch.distributions.") + name, initSubmodule);
}

}  // namespace ts::py
