import warnings
import torch
from torch.distributions import Wishart, LKJCholesky

torch.manual_seed(0)


def show(label, t):
    print(label, [round(v, 4) for v in t.flatten().tolist()])


# Batched Wishart with a sample shape: the resampling masks cover the
# sample dims, the batch dims are reduced.
scale_tril = LKJCholesky(3, torch.tensor([1.0, 2.0])).sample() * torch.tensor([[1.0], [2.0]]).unsqueeze(-1)
w = Wishart(torch.tensor([4.0, 7.0]), scale_tril=scale_tril)
print(w.batch_shape, w.event_shape, w._batch_dims)
with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    s = w.rsample((3,))
    print([str(c.message) for c in caught])
print(s.shape)
show("sample[0]", s[0])
show("log_prob", w.log_prob(s))
print(w.support.check(s).tolist())
show("mean", w.mean)
show("variance", w.variance[1])
show("entropy", w.entropy())
show("mode", w.mode)
show("covariance", w.covariance_matrix[0])

# max_try_correction=0 keeps the first draw
s0 = w.rsample((2,), max_try_correction=0)
print(s0.shape)
show("first draw", s0[1, 0])

# df broadcast against a batch of matrices
w2 = Wishart(torch.tensor(5.0), precision_matrix=torch.eye(2).expand(3, 2, 2) * torch.tensor([1.0, 2.0, 4.0]).view(3, 1, 1))
print(w2.batch_shape, w2.df.shape)
show("w2 cov", w2.covariance_matrix)
show("w2 sample", w2.sample())
