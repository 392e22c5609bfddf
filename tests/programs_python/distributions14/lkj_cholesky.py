import torch
from torch.distributions import LKJCholesky, MultivariateNormal, constraints

torch.manual_seed(0)


def show(label, t):
    print(label, [round(v, 4) for v in t.flatten().tolist()])


d = LKJCholesky(3, 0.5)
print(d)
print(d.batch_shape, d.event_shape, d.support, d.has_rsample)
L = d.sample()
show("sample", L)
show("LLt diag", (L @ L.T).diagonal())
print(constraints.corr_cholesky.check(L).item())
show("log_prob", d.log_prob(L))
S = d.sample((2,))
print(S.shape)
show("log_prob2", d.log_prob(S))

b = LKJCholesky(4, torch.tensor([1.0, 2.0, 5.0]))
print(b.batch_shape, b.event_shape)
Sb = b.sample()
print(Sb.shape)
show("batch sample", Sb[0])
show("batch log_prob", b.log_prob(Sb))
ident = torch.eye(4)
show("identity log_prob", b.log_prob(ident))
e = d.expand((2,))
print(type(e).__name__, e.batch_shape, e._beta.batch_shape)
show("expanded log_prob", e.log_prob(e.sample()))

# Gaussian copula-style use
mvn = MultivariateNormal(loc=torch.zeros(2), scale_tril=LKJCholesky(2).sample())
show("mvn sample", mvn.sample((2,)))

try:
    LKJCholesky(1)
except ValueError as err:
    print("ValueError:", err)
try:
    LKJCholesky(3, -1.0, validate_args=True)
except ValueError as err:
    print("ValueError:", err)
try:
    d.log_prob(torch.ones(3, 3))
except ValueError as err:
    print("ValueError:", str(err).splitlines()[0])
try:
    d.rsample()
except NotImplementedError:
    print("no rsample")
