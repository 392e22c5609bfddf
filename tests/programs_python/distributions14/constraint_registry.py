import torch
import torch.distributions as D
from torch.distributions import biject_to, transform_to, constraints
from torch.distributions.constraint_registry import ConstraintRegistry

torch.manual_seed(0)


def show(label, t):
    print(label, [round(v, 4) for v in t.flatten().tolist()])


print(D.constraint_registry.biject_to is biject_to, type(transform_to).__name__)
print(sorted(D.__all__) == sorted(set(D.__all__)), len(D.__all__), 'biject_to' in D.__all__)
for c in [constraints.real, constraints.positive, constraints.nonnegative, constraints.greater_than(2.),
          constraints.greater_than_eq(-1.), constraints.less_than(3.), constraints.unit_interval,
          constraints.interval(-2., 5.), constraints.half_open_interval(0., 2.), constraints.simplex,
          constraints.corr_cholesky, constraints.real_vector, constraints.independent(constraints.positive, 2)]:
    b = biject_to(c)
    t = transform_to(c)
    print(type(c).__name__, type(b).__name__, type(t).__name__, b.bijective, t.codomain.event_dim)

x = torch.randn(4)
for c in [constraints.positive, constraints.greater_than(2.), constraints.less_than(3.),
          constraints.interval(-2., 5.), constraints.unit_interval]:
    y = transform_to(c)(x)
    print(type(c).__name__, c.check(y).all().item())
    show("y", y)
    show("back", biject_to(c).inv(y))
show("simplex biject", biject_to(constraints.simplex)(x))
show("simplex transform", transform_to(constraints.simplex)(x))
show("lower_cholesky", transform_to(constraints.lower_cholesky)(torch.randn(2, 2)))
v = torch.randn(3)
show("corr", biject_to(constraints.corr_cholesky)(v))
print(transform_to(constraints.real) is D.identity_transform)

# cat and stack constraints
cc = constraints.cat([constraints.positive, constraints.real, constraints.unit_interval], 0, [1, 2, 1])
tc = biject_to(cc)
print(type(tc).__name__, [type(t).__name__ for t in tc.transforms], tc.lengths)
show("cat", tc(x))
sc = constraints.stack([constraints.positive, constraints.interval(0., 3.)], 1)
ts = transform_to(sc)
show("stack", ts(torch.randn(2, 2)))

# distribution supports map to unconstrained space
for d in [D.Gamma(2.0, 1.0), D.Beta(2.0, 2.0), D.Dirichlet(torch.ones(3)), D.Uniform(1.0, 4.0),
          D.LKJCholesky(3, 1.0), D.Pareto(1.0, 2.0)]:
    t = biject_to(d.support)
    z = torch.randn(t.inverse_shape(d.event_shape) if d.event_shape else ())
    print(type(d).__name__, type(t).__name__, d.support.check(t(z)).all().item())

# unconstrained optimisation of a positive parameter
raw = torch.zeros(2, requires_grad=True)
opt = torch.optim.SGD([raw], lr=0.1)
for _ in range(5):
    scale = transform_to(constraints.positive)(raw)
    loss = -D.Normal(0.0, scale).log_prob(torch.tensor([2.0, 0.5])).sum()
    opt.zero_grad()
    loss.backward()
    opt.step()
show("scale", transform_to(constraints.positive)(raw).detach())

# errors and custom registries
try:
    biject_to(constraints.lower_cholesky)
except NotImplementedError as e:
    print("NotImplementedError:", e)
try:
    transform_to(constraints.positive_definite)
except NotImplementedError as e:
    print("NotImplementedError:", e)
try:
    biject_to.register(3, lambda c: None)
except TypeError as e:
    print("TypeError:", e)
reg = ConstraintRegistry()


@reg.register(constraints.positive)
def _pos(c):
    return D.SoftplusTransform()


print(type(reg(constraints.positive)).__name__, type(reg(constraints.greater_than(1.))).__name__)

# the constraints module lists its public names
print(sorted(constraints.__all__))
print(all(hasattr(constraints, n) for n in constraints.__all__))
