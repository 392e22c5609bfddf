// ===--- distributions_constraint_registry_py.cpp - biject_to, transform_to //
// torch.distributions.constraint_registry: the two registries mapping a
// constraint to a transform from unconstrained space, keyed by the
// constraint's class, with PyTorch 1.13's registrations.
#include "python_torch/distributions_sources.h"

namespace ts::py {

const char* kDistConstraintRegistryPy = R"PY(
import numbers
from torch.distributions import constraints, transforms

__all__ = [
    'ConstraintRegistry',
    'biject_to',
    'transform_to',
]


class ConstraintRegistry(object):
    def __init__(self):
        self._registry = {}
        super(ConstraintRegistry, self).__init__()

    def register(self, constraint, factory=None):
        if factory is None:
            return lambda factory: self.register(constraint, factory)
        if isinstance(constraint, constraints.Constraint):
            constraint = type(constraint)
        if not isinstance(constraint, type) or not issubclass(constraint, constraints.Constraint):
            raise TypeError('Expected constraint to be either a Constraint subclass or instance, '
                            'but got {}'.format(constraint))
        self._registry[constraint] = factory
        return factory

    def __call__(self, constraint):
        try:
            factory = self._registry[type(constraint)]
        except KeyError:
            raise NotImplementedError(
                f'Cannot transform {type(constraint).__name__} constraints') from None
        return factory(constraint)


biject_to = ConstraintRegistry()
transform_to = ConstraintRegistry()


def _register_both(constraint_list, factory, registries=(biject_to, transform_to)):
    for registry in registries:
        for constraint in constraint_list:
            registry.register(constraint, factory)
    return factory


def _transform_to_real(constraint):
    return transforms.identity_transform


def _biject_to_independent(constraint):
    base_transform = biject_to(constraint.base_constraint)
    return transforms.IndependentTransform(base_transform, constraint.reinterpreted_batch_ndims)


def _transform_to_independent(constraint):
    base_transform = transform_to(constraint.base_constraint)
    return transforms.IndependentTransform(base_transform, constraint.reinterpreted_batch_ndims)


def _transform_to_positive(constraint):
    return transforms.ExpTransform()


def _transform_to_greater_than(constraint):
    return transforms.ComposeTransform([transforms.ExpTransform(),
                                        transforms.AffineTransform(constraint.lower_bound, 1)])


def _transform_to_less_than(constraint):
    return transforms.ComposeTransform([transforms.ExpTransform(),
                                        transforms.AffineTransform(constraint.upper_bound, -1)])


def _transform_to_interval(constraint):
    # Handle the special case of the unit interval.
    lower_is_0 = isinstance(constraint.lower_bound, numbers.Number) and constraint.lower_bound == 0
    upper_is_1 = isinstance(constraint.upper_bound, numbers.Number) and constraint.upper_bound == 1
    if lower_is_0 and upper_is_1:
        return transforms.SigmoidTransform()
    loc = constraint.lower_bound
    scale = constraint.upper_bound - constraint.lower_bound
    return transforms.ComposeTransform([transforms.SigmoidTransform(), transforms.AffineTransform(loc, scale)])


def _biject_to_simplex(constraint):
    return transforms.StickBreakingTransform()


def _transform_to_simplex(constraint):
    return transforms.SoftmaxTransform()


def _transform_to_lower_cholesky(constraint):
    return transforms.LowerCholeskyTransform()


def _transform_to_corr_cholesky(constraint):
    return transforms.CorrCholeskyTransform()


def _biject_to_cat(constraint):
    return transforms.CatTransform([biject_to(c) for c in constraint.cseq], constraint.dim, constraint.lengths)


def _transform_to_cat(constraint):
    return transforms.CatTransform([transform_to(c) for c in constraint.cseq], constraint.dim, constraint.lengths)


def _biject_to_stack(constraint):
    return transforms.StackTransform([biject_to(c) for c in constraint.cseq], constraint.dim)


def _transform_to_stack(constraint):
    return transforms.StackTransform([transform_to(c) for c in constraint.cseq], constraint.dim)


_register_both([constraints.real], _transform_to_real)
biject_to.register(constraints.independent, _biject_to_independent)
transform_to.register(constraints.independent, _transform_to_independent)
_register_both([constraints.positive, constraints.nonnegative], _transform_to_positive)
_register_both([constraints.greater_than, constraints.greater_than_eq], _transform_to_greater_than)
_register_both([constraints.less_than], _transform_to_less_than)
_register_both([constraints.interval, constraints.half_open_interval], _transform_to_interval)
biject_to.register(constraints.simplex, _biject_to_simplex)
transform_to.register(constraints.simplex, _transform_to_simplex)
transform_to.register(constraints.lower_cholesky, _transform_to_lower_cholesky)
_register_both([constraints.corr_cholesky], _transform_to_corr_cholesky)
biject_to.register(constraints.cat, _biject_to_cat)
transform_to.register(constraints.cat, _transform_to_cat)
biject_to.register(constraints.stack, _biject_to_stack)
transform_to.register(constraints.stack, _transform_to_stack)
)PY";

}  // namespace ts::py
