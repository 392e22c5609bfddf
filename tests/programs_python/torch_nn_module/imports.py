# Import paths of torch.nn that model files use.
import torch
import torch.nn as nn
import torch.nn.functional as F
import torch.nn.init as init
from torch import nn as nn2
from torch.nn import Module, Parameter, Sequential
from torch.nn.modules.linear import Linear
from torch.nn.modules.conv import Conv2d
from torch.nn.modules.module import Module as BaseModule
from torch.nn.modules.container import ModuleList
from torch.nn.parameter import Parameter as P2
from torch.nn.utils import clip_grad_norm_, parameters_to_vector, vector_to_parameters
import torch.nn.modules.batchnorm

print(nn is nn2, torch.nn is nn, Module is BaseModule, Parameter is P2, Linear is nn.Linear)
print(Conv2d is nn.Conv2d, ModuleList is nn.ModuleList, Sequential is nn.Sequential)
print(nn.Linear, nn.Module, nn.Parameter, nn.Sequential)
print(nn.Linear.__module__, nn.BatchNorm2d.__module__, nn.ReLU.__module__, nn.LSTM.__module__)
print(torch.nn.modules.batchnorm.BatchNorm2d is nn.BatchNorm2d)
print(issubclass(nn.Linear, nn.Module), issubclass(nn.Parameter, torch.Tensor))
print(type(nn.Linear(2, 2)))

torch.manual_seed(0)
w = torch.empty(3, 5)
init.xavier_uniform_(w)
print(w)
init.kaiming_normal_(w, mode="fan_out", nonlinearity="relu")
print(w)
init.orthogonal_(w) if hasattr(init, "orthogonal_") else None
print(init.calculate_gain("leaky_relu", 0.2))
print(F.relu(torch.tensor([-1.0, 2.0])), F.softmax(torch.tensor([1.0, 2.0]), dim=0))
print(F.linear(torch.ones(1, 2), torch.ones(3, 2)))
print(F.gelu(torch.tensor([0.5])), F.one_hot(torch.tensor([0, 2]), 3))

model = nn.Sequential(nn.Linear(2, 3), nn.Linear(3, 1))
vec = parameters_to_vector(model.parameters())
print(vec.shape)
vector_to_parameters(torch.arange(13.0), model.parameters())
print(model[1].weight, model[1].bias)
print(clip_grad_norm_(model.parameters(), 1.0))
