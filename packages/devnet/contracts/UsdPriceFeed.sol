// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

/// A deterministic USD price feed with Chainlink's read interface. The price is a triangle wave
/// of time: it climbs `slopePerSecond` from `low` for `halfPeriod` seconds, then falls back, so
/// anyone who knows the time knows the price. The devnet service computes the same function of
/// its own clock (src/v1/catalog/usdPrices.ts); `priceAt` lets a test compare both.
contract UsdPriceFeed {
    uint8 public constant decimals = 8;
    string public description;
    int256 public immutable low;
    int256 public immutable slopePerSecond;
    uint256 public immutable halfPeriod;

    constructor(string memory description_, int256 low_, int256 slopePerSecond_, uint256 halfPeriod_) {
        require(halfPeriod_ > 0, "UsdPriceFeed: zero period");
        description = description_;
        low = low_;
        slopePerSecond = slopePerSecond_;
        halfPeriod = halfPeriod_;
    }

    function priceAt(uint256 timestamp) public view returns (int256) {
        uint256 phase = timestamp % (2 * halfPeriod);
        uint256 climbed = phase < halfPeriod ? phase : 2 * halfPeriod - phase;
        return low + int256(climbed) * slopePerSecond;
    }

    function latestRoundData()
        external
        view
        returns (uint80 roundId, int256 answer, uint256 startedAt, uint256 updatedAt, uint80 answeredInRound)
    {
        roundId = uint80(block.timestamp);
        answer = priceAt(block.timestamp);
        startedAt = block.timestamp;
        updatedAt = block.timestamp;
        answeredInRound = roundId;
    }
}
