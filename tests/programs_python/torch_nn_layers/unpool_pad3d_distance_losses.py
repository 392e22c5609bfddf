# MaxUnpool1d/3d, ConstantPad3d, ReflectionPad3d, Dropout3d, FeatureAlphaDropout,
# MultiLabelMarginLoss, TripletMarginWithDistanceLoss, DataParallel on CPU, and
# AdaptiveMaxPool1d/2d/3d with return_indices=True (eager and scripted).
import torch
import torch.nn as nn
import torch.nn.functional as F
torch.manual_seed(0)
ms = [nn.MaxUnpool1d(2), nn.MaxUnpool3d(2, stride=1), nn.ConstantPad3d(1, 0.5), nn.ConstantPad3d((1, 0, 2, 0, 0, 1), 2.0), nn.ReflectionPad3d(1),
      nn.Dropout3d(0.2), nn.FeatureAlphaDropout(0.3, inplace=True), nn.MultiLabelMarginLoss(), nn.TripletMarginWithDistanceLoss(),
      nn.TripletMarginWithDistanceLoss(distance_function=nn.PairwiseDistance(), margin=0.5, swap=True, reduction="sum")]
for m in ms:
    print(m)
p = nn.MaxPool1d(2, return_indices=True)
v, i = p(torch.arange(6.).view(1, 1, 6))
print(nn.MaxUnpool1d(2)(v, i))
p3 = nn.MaxPool3d(2, return_indices=True)
v, i = p3(torch.arange(64.).view(1, 1, 4, 4, 4))
print(nn.MaxUnpool3d(2)(v, i).sum(), nn.MaxUnpool3d(2)(v, i).shape)
x = torch.arange(8.).view(1, 1, 2, 2, 2)
print(nn.ConstantPad3d((1, 0, 0, 1, 0, 0), 9.)(x))
print(nn.ReflectionPad3d(1)(x).shape, nn.ReflectionPad3d(1)(x).sum())
d = nn.Dropout3d(0.5); d.eval(); print(d(x).equal(x))
print(nn.MultiLabelMarginLoss()(torch.tensor([[0.1, 0.2, 0.4, 0.8]]), torch.tensor([[3, 0, -1, 1]])))
a, pz, n = torch.randn(3, 4), torch.randn(3, 4), torch.randn(3, 4)
print(ms[8](a, pz, n).round(decimals=4), ms[9](a, pz, n).round(decimals=4))
print(F.triplet_margin_with_distance_loss(a, pz, n, distance_function=lambda x, y: 1.0 - F.cosine_similarity(x, y)).round(decimals=4))
lin = nn.Linear(3, 2)
dp = nn.DataParallel(lin)
print(dp)
print(dp(torch.ones(1, 3)).shape, list(dp.state_dict().keys()), dp.module is lin)
for m in [nn.ConstantPad3d(1, 0.5), nn.ReflectionPad3d(1), nn.Dropout3d(0.2), nn.FeatureAlphaDropout(0.3), nn.MultiLabelMarginLoss()]:
    s = torch.jit.script(m)
    print(type(s).__name__, s.original_name)
s = torch.jit.script(nn.ConstantPad3d((1, 0, 0, 1, 0, 0), 9.))
print(s(x).equal(nn.ConstantPad3d((1, 0, 0, 1, 0, 0), 9.)(x)))
print(torch.jit.script(nn.MultiLabelMarginLoss(reduction="none"))(torch.tensor([[0.1, 0.2, 0.4, 0.8]]), torch.tensor([[3, 0, -1, 1]])))
x = torch.arange(64.).view(1, 1, 4, 4, 4)
print(nn.AdaptiveMaxPool3d(2)(x).shape)
v, i = nn.AdaptiveMaxPool3d((2, 1, None), return_indices=True)(x); print(v.shape, i.flatten()[:4])
print(nn.AdaptiveMaxPool1d(2)(torch.arange(8.).view(1, 1, 8)), nn.AdaptiveMaxPool1d(2, True)(torch.arange(8.).view(1, 1, 8)))
s = torch.jit.script(nn.AdaptiveMaxPool2d(2)); print(s(torch.arange(16.).view(1, 4, 4)))
s = torch.jit.script(nn.AdaptiveMaxPool3d(2)); print(s(x).shape)
import torch.nn.functional as F
print(F.adaptive_max_pool3d(x, 2).shape, F.adaptive_max_pool3d(x, 2, True)[1].shape)
print(torch.nn.RReLU(0.1, 0.2, inplace=True), torch.nn.RReLU())
