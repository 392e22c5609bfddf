import torch
import torch.nn.functional as F
torch.manual_seed(3)
x = torch.ones(2, 3, 2, 2)
print(F.dropout(x, 0.4))
print(F.dropout2d(x, 0.5, training=True))
print(F.alpha_dropout(torch.arange(6.).reshape(2, 3), 0.3, training=True))
print(F.feature_alpha_dropout(torch.ones(2, 3, 1), 0.3, training=True))
m = torch.nn.Dropout(0.25)
print(m(torch.ones(8)))
