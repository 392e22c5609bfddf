import warnings
import torch
import torch.distributions as D
from torch.distributions import kl_divergence
from torch.distributions import continuous_bernoulli, von_mises, kumaraswamy, fishersnedecor
from torch.distributions import logistic_normal, lowrank_multivariate_normal, lkj_cholesky, wishart

torch.manual_seed(0)
warnings.simplefilter("ignore")


def show(label, t):
    print(label, [round(v, 4) for v in t.flatten().tolist()])


# submodules name the same classes
print(continuous_bernoulli.ContinuousBernoulli is D.ContinuousBernoulli, von_mises.VonMises is D.VonMises)
print(kumaraswamy.Kumaraswamy is D.Kumaraswamy, fishersnedecor.FisherSnedecor is D.FisherSnedecor)
print(logistic_normal.LogisticNormal is D.LogisticNormal, lkj_cholesky.LKJCholesky is D.LKJCholesky)
print(lowrank_multivariate_normal.LowRankMultivariateNormal is D.LowRankMultivariateNormal,
      wishart.Wishart is D.Wishart)
print(D.transforms.CatTransform is D.CatTransform)

# float64 parameters keep their dtype through sampling
v = D.VonMises(torch.tensor([0.5], dtype=torch.float64), torch.tensor([3.0], dtype=torch.float64))
s = v.sample((3,))
print(s.dtype, s.shape)
show("vm64", s)
cb = D.ContinuousBernoulli(logits=torch.tensor([-2.0, 0.0, 0.001, 3.0], dtype=torch.float64))
print(cb.rsample().dtype)
show("cb logits mean", cb.mean)
show("cb logits var", cb.variance)
show("cb logits entropy", cb.entropy())
show("cb perplexity", cb.perplexity())

# the unstable region around probs = 1/2 uses Taylor expansions
c = D.ContinuousBernoulli(probs=torch.tensor([0.4995, 0.5, 0.5005, 0.51]))
show("near half mean", c.mean)
show("near half log_prob", c.log_prob(torch.tensor([0.2, 0.4, 0.6, 0.8])))
show("near half cdf", c.cdf(torch.tensor([0.2, 0.4, 0.6, 0.8])))
show("near half icdf", c.icdf(torch.tensor([0.2, 0.4, 0.6, 0.8])))
show("log normalizer", c._log_normalizer(torch.tensor([-0.5, 0.0, 0.0005, 1.0])))

# low-rank normal with batched factors only
loc = torch.zeros(3)
W = torch.randn(4, 3, 2)
lr = D.LowRankMultivariateNormal(loc, W, torch.ones(3))
print(lr.batch_shape, lr.loc.shape, lr.cov_diag.shape, lr._unbroadcasted_cov_diag.shape)
show("lr batched entropy", lr.entropy())
print(lr.rsample((2,)).shape)
print(lr.variance.shape, lr.scale_tril.shape, lr.precision_matrix.shape)
show("lr kl batched", kl_divergence(lr, D.MultivariateNormal(torch.ones(3), torch.eye(3) * 2)))
show("mvn lr kl batched", kl_divergence(D.MultivariateNormal(torch.ones(3), torch.eye(3) * 2), lr))

# Kumaraswamy and FisherSnedecor with scalar arguments
k = D.Kumaraswamy(2.0, 3.0)
print(k.batch_shape, round(k.mean.item(), 4), round(k.entropy().item(), 4))
show("k samples", k.sample((4,)))
f = D.FisherSnedecor(torch.tensor(2.0), torch.tensor(3.0))
show("f mean nan", f.mean)
show("f variance nan", f.variance)
show("f mode nan", f.mode)

# Wishart vs Wishart KL falls back on the exponential-family Bregman form
w1 = D.Wishart(torch.tensor(5.0), covariance_matrix=torch.eye(2))
w2 = D.Wishart(torch.tensor(6.0), covariance_matrix=torch.tensor([[2.0, 0.3], [0.3, 1.0]]))
print(round(kl_divergence(w1, w2).item(), 4))
show("w natural", w1._natural_params[0])

# LKJ concentration gradient through log_prob
conc = torch.tensor(2.0, requires_grad=True)
L = D.LKJCholesky(3, torch.tensor(1.0)).sample()
D.LKJCholesky(3, conc).log_prob(L).backward()
print(round(conc.grad.item(), 4))

# transforms from the package compose with distributions
base = D.Normal(torch.zeros(2, 3), torch.ones(2, 3))
td = D.TransformedDistribution(base, [D.StackTransform([D.ExpTransform(), D.SigmoidTransform()], dim=0)])
x = td.sample()
show("stack td sample", x)
show("stack td log_prob", td.log_prob(x))
ct = D.TransformedDistribution(D.Normal(torch.zeros(4), torch.ones(4)),
                               [D.CatTransform([D.ExpTransform(), D.TanhTransform()], 0, [2, 2])])
y = ct.rsample()
show("cat td", y)
show("cat td log_prob", ct.log_prob(y))
