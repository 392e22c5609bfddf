import warnings
import torch
from torch.distributions import Wishart

torch.manual_seed(0)
warnings.simplefilter("ignore")


def show(label, t):
    print(label, [round(v, 4) for v in t.flatten().tolist()])


cov = torch.tensor([[2.0, 0.5], [0.5, 1.0]])
d = Wishart(torch.tensor(4.0), covariance_matrix=cov)
print(d)
print(d.batch_shape, d.event_shape, d.support, d.has_rsample)
s = d.sample()
show("sample", s)
s3 = d.sample((3,))
print(s3.shape)
show("sample3", s3)
show("log_prob", d.log_prob(s3))
show("mean", d.mean)
show("mode", d.mode)
show("variance", d.variance)
show("entropy", d.entropy())
show("scale_tril", d.scale_tril)
show("precision", d.precision_matrix)

p = Wishart(5.0, precision_matrix=torch.linalg.inv(cov))
show("from precision log_prob", p.log_prob(s))
t = Wishart(5.0, scale_tril=torch.linalg.cholesky(cov))
show("from scale_tril cov", t.covariance_matrix)
print(t.df, t.batch_shape)

b = Wishart(torch.tensor([3.0, 6.0]), covariance_matrix=torch.eye(3))
print(b.batch_shape, b.event_shape)
sb = b.sample()
print(sb.shape)
show("batch log_prob", b.log_prob(sb))
show("batch entropy", b.entropy())
e = d.expand((2,))
print(type(e).__name__, e.batch_shape, e.df.shape)
show("expanded sample", e.sample())

dfg = torch.tensor(4.0, requires_grad=True)
cg = cov.clone().requires_grad_()
r = Wishart(dfg, covariance_matrix=cg).rsample()
r.sum().backward()
show("rsample", r.detach())
show("grad cov", cg.grad)

try:
    Wishart(1.0, covariance_matrix=torch.eye(3))
except ValueError as err:
    print("ValueError:", err)
try:
    Wishart(4.0, covariance_matrix=torch.ones(2))
except ValueError as err:
    print("ValueError:", err)
try:
    Wishart(4.0)
except AssertionError as err:
    print("AssertionError:", err)
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    Wishart(2.5, covariance_matrix=torch.eye(3))
    print([str(x.message) for x in w])
