// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC20} from "@openzeppelin/contracts/token/ERC20/ERC20.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// An 18-decimal token whose USD price moves (see UsdPriceFeed), for the v1 routes of the devnet.
/// `mintEach` funds many holders in one transaction, which keeps the devnet's start-up short.
contract VolatileToken is ERC20, Ownable {
    constructor(string memory name_, string memory symbol_) ERC20(name_, symbol_) Ownable(msg.sender) {}

    function mint(address to, uint256 amount) external onlyOwner {
        _mint(to, amount);
    }

    function mintEach(address[] calldata to, uint256 amount) external onlyOwner {
        for (uint256 i = 0; i < to.length; i++) {
            _mint(to[i], amount);
        }
    }
}
